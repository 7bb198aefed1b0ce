import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { useGate } from '../../../api/me.ts'
import { NOT_SAVED_FOR_OFFLINE } from '../../../api/query-client.ts'
import { reportedFindingQueries } from '../../../api/reported-findings.ts'
import type { PropertyDetail } from '../../../contract/property.ts'
import { FINDING_TEXTS, type FindingGroup, type ReportedFinding } from '../../../contract/reported-findings.ts'
import { formatDate } from '../../../lib/dates.ts'
import type { OutboxItem } from '../../../offline/outbox/db.ts'
import { Badge, Button, ChunkBoundary, lazyWithRetry } from '../../../ui/index.ts'
import { PendingWrites, usePendingWrites } from '../../offline/pending-writes.tsx'
import { EmptyText, SectionCard } from '../../property/section-card.tsx'
import { FindingStatus, FindingSummary, FindingTags } from '../finding-parts.tsx'
import type { MethodEvent } from '../wizard/reported-findings.machine.ts'
import type { FindingResolutionMeta } from '../wizard/use-findings-machine.ts'
import { DismissFindingDialog, type FindingWriteMeta } from './dismiss-finding-dialog.tsx'
import { FindingMenu, type FindingMenuChoice } from './finding-menu.tsx'

// The wizard, its statechart and the documents queue load when it is first opened, not with the property.
const FindingsWizard = lazyWithRetry(() =>
  import('../wizard/findings-wizard.tsx').then((m) => ({ default: m.FindingsWizard })),
)

/** The property's reported findings (problem register only): nothing at all for other agencies. */
export function PropertyFindings({ property, className }: { property: PropertyDetail; className?: string }) {
  const problemRegister = useGate('problem-register')
  if (!problemRegister) return null
  return <FindingsCard property={property} className={className} />
}

/** Dismissals and restores of this property kept on this device (a first send still in flight is not one yet). */
function usePendingFindingWrites(propertyId: number): OutboxItem[] {
  return usePendingWrites(propertyId, (item) => item.kind === 'reported-finding')
}

/** What waits on this device for each finding: a dismissal, a restore, or a resolution from the wizard. */
export type WaitingChange = 'dismiss' | 'restore' | FindingResolutionMeta['method']

const WAITING_LABELS: Record<WaitingChange, string> = {
  dismiss: 'Dismissal waiting to sync',
  restore: 'Restore waiting to sync',
  quote: 'Quote request waiting to sync',
  inform: 'Information waiting to sync',
  thirdParty: 'Third party resolution waiting to sync',
}

function waitingChanges(items: readonly OutboxItem[]): Map<number, WaitingChange> {
  const waiting = new Map<number, WaitingChange>()
  for (const item of items) {
    const meta = item.meta as Partial<FindingWriteMeta & FindingResolutionMeta> | null
    if (typeof meta?.problemRegisterId === 'number')
      waiting.set(meta.problemRegisterId, meta.restore ? 'restore' : 'dismiss')
    if (Array.isArray(meta?.problemRegisterIds) && meta.method) {
      for (const id of meta.problemRegisterIds) waiting.set(id, meta.method)
    }
  }
  return waiting
}

type Change = { finding: ReportedFinding; restore: boolean }
type WizardOpening = { group: FindingGroup; start?: MethodEvent }

function FindingsCard({ property, className }: { property: PropertyDetail; className?: string }) {
  const id = property.compliancePropertyId
  const query = useQuery(reportedFindingQueries.property(id))
  const pending = usePendingFindingWrites(id)
  const [change, setChange] = useState<Change | null>(null)
  const [wizard, setWizard] = useState<WizardOpening | null>(null)
  const waiting = waitingChanges(pending)
  const groups = query.data?.groups.filter((g) => g.reportedFindings.length > 0) ?? []

  return (
    <SectionCard title="Reported findings" className={className}>
      <PendingWrites items={pending} label="Reported finding changes waiting to sync" />
      {query.isPending && (
        // Offline without a copy on this device the fetch waits for the connection: say so, not 'Loading'.
        <EmptyText>{query.fetchStatus === 'paused' ? NOT_SAVED_FOR_OFFLINE : 'Loading reported findings…'}</EmptyText>
      )}
      {query.isError && (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p>{FINDING_TEXTS.listFailed}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.data && groups.length === 0 && <EmptyText>{FINDING_TEXTS.empty}</EmptyText>}
      {groups.length > 0 && (
        <div className={css({ display: 'grid', gap: '4' })}>
          {groups.map((group) => (
            <ServiceFindings
              key={group.service.serviceId}
              group={group}
              waiting={waiting}
              disabled={property.isCancelled}
              onChoose={(finding, choice) =>
                choice.kind === 'wizard'
                  ? setWizard({ group, start: choice.start })
                  : setChange({ finding, restore: choice.kind === 'restore' })
              }
              onResolve={() => setWizard({ group })}
            />
          ))}
        </div>
      )}
      {change && (
        <DismissFindingDialog
          propertyId={id}
          address={property.address.fullAddress}
          finding={change.finding}
          restore={change.restore}
          onClose={() => setChange(null)}
        />
      )}
      {wizard && (
        <ChunkBoundary onClose={() => setWizard(null)}>
          <FindingsWizard
            property={property}
            suffix={wizard.group.service.suffix}
            serviceName={wizard.group.service.name}
            start={wizard.start}
            onClose={() => setWizard(null)}
          />
        </ChunkBoundary>
      )}
    </SectionCard>
  )
}

type ServiceProps = {
  group: FindingGroup
  /** Findings with a change waiting on this device. */
  waiting: ReadonlyMap<number, WaitingChange>
  disabled: boolean
  onChoose: (finding: ReportedFinding, choice: FindingMenuChoice) => void
  /** Opens the wizard on the service's findings. */
  onResolve: () => void
}

/** One service's findings, each with its booking date, status and resolve menu. */
function ServiceFindings({ group, waiting, disabled, onChoose, onResolve }: ServiceProps) {
  const resolvable = group.reportedFindings.some((f) => f.problemRegister.status === 'OPEN')
  return (
    <section aria-label={`${group.service.name} findings`} className={css({ display: 'grid', gap: '2' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
        })}
      >
        <h3 className={css({ fontWeight: 'semibold' })}>{group.service.name}</h3>
        {resolvable && (
          <Button disabled={disabled} onClick={onResolve} aria-label={`Resolve ${group.service.name} findings`}>
            Resolve findings
          </Button>
        )}
      </div>
      <FindingTags tags={group.tags} />
      <ul className={css({ display: 'grid' })}>
        {group.reportedFindings.map((finding) => {
          const findingId = finding.problemRegister.problemRegisterId
          const waits = waiting.get(findingId)
          return (
            <li
              key={findingId}
              aria-label={finding.originalProblemItem.title}
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) auto' },
                alignItems: 'start',
                gap: '2',
                py: '3',
                borderTopWidth: '1px',
                borderColor: 'border',
              })}
            >
              <div className={css({ display: 'grid', gap: '1.5', minWidth: '0' })}>
                <FindingSummary finding={finding} />
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  Booking date {formatDate(finding.problemRegister.originalBookingDate)}
                </p>
                <FindingStatus finding={finding} />
                {waits !== undefined && (
                  <p>
                    <Badge tone="warning">{WAITING_LABELS[waits]}</Badge>
                  </p>
                )}
              </div>
              <FindingMenu
                finding={finding}
                disabled={disabled || waits !== undefined}
                onChoose={(choice) => onChoose(finding, choice)}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
