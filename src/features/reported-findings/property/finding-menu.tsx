import { css } from '../../../../styled-system/css'
import type { ReportedFinding } from '../../../contract/reported-findings.ts'
import { buttonRecipe, ChevronDownIcon, ExternalLinkIcon, Menu } from '../../../ui/index.ts'
import { eligible } from '../wizard/finding-eligibility.ts'
import { METHOD_LABELS, methodEvent, type ResolutionMethod, unavailableReason } from '../wizard/finding-methods.ts'
import type { MethodEvent } from '../wizard/reported-findings.machine.ts'

/** Dismiss and restore ask in their own dialog; the rest open the wizard on that method for this finding. */
export type FindingMenuChoice = { kind: 'dismiss' } | { kind: 'restore' } | { kind: 'wizard'; start: MethodEvent }

type MethodItem = { method: ResolutionMethod; reason: string | null }

/**
 * The per-finding resolve menu (property-operations §4): Request quote, Send quote and Review quote (with a
 * quote to forward; review only with the provider's approval link), Resolve by third party, Enter property built
 * year (where the finding takes it), Provide additional information, and Dismiss or Restore. A method the
 * finding cannot take stays in the menu, disabled, with the spec's not-available text. A resolved finding has
 * no menu; a dismissed one offers Restore only.
 */
export function findingMenuChoices(finding: ReportedFinding): {
  methods: MethodItem[]
  forward: boolean
  review: string | null
  change: 'dismiss' | 'restore' | null
} {
  const p = finding.problemRegister
  const open = p.status === 'OPEN' && !p.isDismissed
  const review = open && p.canForwardToLandlord ? (finding.quotation?.approvalUrl ?? null) : null
  const change = p.isDismissed ? 'restore' : open && p.isDismissible ? 'dismiss' : null
  const shown: ResolutionMethod[] = p.canEnterBuiltYear
    ? ['quote', 'thirdParty', 'ENTER_PROPERTY_BUILT_YEAR', 'INFORM_DI']
    : ['quote', 'thirdParty', 'INFORM_DI']
  const methods = open ? shown.map((method) => ({ method, reason: unavailableReason(method, finding) })) : []
  return { methods, forward: eligible.forward(finding), review, change }
}

type Props = { finding: ReportedFinding; disabled: boolean; onChoose: (choice: FindingMenuChoice) => void }

export function FindingMenu({ finding, disabled, onChoose }: Props) {
  const { methods, forward, review, change } = findingMenuChoices(finding)
  if (methods.length === 0 && !review && !change) return null
  const id = finding.problemRegister.problemRegisterId
  const choose = (value: string) => {
    if (value === 'dismiss' || value === 'restore') onChoose({ kind: value })
    else if (value === 'forward') onChoose({ kind: 'wizard', start: { type: 'FORWARD_QUOTE', problemRegisterId: id } })
    else if (value !== 'review') onChoose({ kind: 'wizard', start: methodEvent(value as ResolutionMethod, [id]) })
  }
  return (
    <Menu.DeferredRoot
      onSelect={(details) => choose(details.value)}
      trigger={{
        disabled,
        'aria-label': `Resolve: ${finding.originalProblemItem.title}`,
        className: buttonRecipe({ variant: 'outline' }),
        children: (
          <>
            Resolve
            <ChevronDownIcon />
          </>
        ),
      }}
    >
      <Menu.Content>
        {methods.map(({ method, reason }) => (
          <Menu.Item
            key={method}
            value={method}
            disabled={reason !== null}
            className={reason ? itemWithReason : undefined}
          >
            {METHOD_LABELS[method]}
            {reason && <span className={reasonText}>{reason}</span>}
          </Menu.Item>
        ))}
        {forward && <Menu.Item value="forward">Send quote</Menu.Item>}
        {review && (
          <Menu.Item value="review" asChild>
            <a href={review} target="_blank" rel="noreferrer">
              Review quote
              <ExternalLinkIcon />
              <span className={css({ srOnly: true })}>(opens in a new tab)</span>
            </a>
          </Menu.Item>
        )}
        {change === 'dismiss' && <Menu.Item value="dismiss">Dismiss finding</Menu.Item>}
        {change === 'restore' && <Menu.Item value="restore">Restore finding</Menu.Item>}
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}

const itemWithReason = css({ flexDirection: 'column', alignItems: 'flex-start', py: '2', gap: '0.5' })
const reasonText = css({ fontSize: 'xs', color: 'fg.muted', maxWidth: '72', whiteSpace: 'normal' })
