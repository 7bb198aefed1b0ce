import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { newIdempotencyKey } from '../../../api/client.ts'
import { useGate } from '../../../api/me.ts'
import { newManagementMutations, newManagementQueries } from '../../../api/new-managements.ts'
import { statsQueries } from '../../../api/stats.ts'
import {
  NEW_MANAGEMENT_MESSAGES,
  NEW_MANAGEMENTS_PAGE_SIZE,
  type NewManagement,
} from '../../../contract/new-managements.ts'
import { formatDate } from '../../../lib/dates.ts'
import { Badge, Button, buttonRecipe, ExternalLinkIcon, Pagination, toaster } from '../../../ui/index.ts'
import { useNeedsConnection } from '../../offline/use-online.ts'
import { PropertyRequestCreator } from '../../property-requests/creator-launcher.tsx'
import { useSession } from '../../session/use-session.ts'
import { PreviewList } from './preview-list.tsx'
import { Detail, UrgentRow } from './row-parts.tsx'

/** 'Enrol new managements' (integrated agencies): ten a page, each to enrol, mark under enrolment or dismiss. */
export function NewManagementsPanel({ propertyManagerId }: { propertyManagerId?: number }) {
  const [page, setPage] = useState(1)
  const query = useQuery(newManagementQueries.page(page, propertyManagerId))
  return (
    <PreviewList
      query={query}
      errorMessage={NEW_MANAGEMENT_MESSAGES.listFailed}
      emptyText="No new managements found"
      illustration="no-results"
      skeletonRows={NEW_MANAGEMENTS_PAGE_SIZE}
      label="New managements"
      footer={
        <Pagination
          page={page}
          pageSize={NEW_MANAGEMENTS_PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPageChange={setPage}
          label="New managements pages"
        />
      }
    >
      {(item: NewManagement) => <NewManagementRow key={item.portfolioPropertyId} item={item} />}
    </PreviewList>
  )
}

function NewManagementRow({ item }: { item: NewManagement }) {
  const queryClient = useQueryClient()
  const session = useSession()
  // With property-request enrolment, enrolling stays open while one is under way.
  const requestEnrolment = useGate('property-request-enrolment')
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: newManagementQueries.all() })
    void queryClient.invalidateQueries({ queryKey: statsQueries.all() })
  }
  const failed = (title: string) => (error: Error) => toaster.error({ title, description: error.message })
  const mark = useMutation({
    ...newManagementMutations.markUnderEnrolment(),
    onSuccess: refresh,
    onError: failed(NEW_MANAGEMENT_MESSAGES.markFailed),
  })
  const dismiss = useMutation({
    ...newManagementMutations.dismiss(),
    onSuccess: refresh,
    onError: failed(NEW_MANAGEMENT_MESSAGES.dismissFailed),
  })
  const busy = mark.isPending || dismiss.isPending
  const act = (mutation: typeof mark | typeof dismiss) => () =>
    mutation.mutate({ id: item.portfolioPropertyId, idempotencyKey: newIdempotencyKey() })
  const enrolUrl = `${session.complianceSystemUrl.replace(/\/+$/, '')}/JobOrders/add?${new URLSearchParams({
    address: item.address,
    agencyPortfolioPropertyId: String(item.portfolioPropertyId),
  })}`
  const enrolling = item.isUnderEnrolment && !requestEnrolment
  const connection = useNeedsConnection('This change')
  const [enrolOpen, setEnrolOpen] = useState(false)
  return (
    <UrgentRow
      label={item.address}
      actions={
        <>
          {enrolling ? (
            <Button variant="outline" disabled>
              Enrolment in progress
            </Button>
          ) : requestEnrolment ? (
            // With the experiment, enrolling is a property request made here, starting from its address.
            <Button onClick={() => setEnrolOpen(true)} disabled={connection.disabled} title={connection.reason}>
              Enrol<span className={css({ srOnly: true })}> {item.address}</span>
            </Button>
          ) : (
            <a href={enrolUrl} target="_blank" rel="noopener noreferrer" className={buttonRecipe({ variant: 'solid' })}>
              Enrol
              <ExternalLinkIcon size={14} />
              <span className={css({ srOnly: true })}> {item.address} (opens in a new tab)</span>
            </a>
          )}
          {!item.isUnderEnrolment && (
            <Button
              variant="outline"
              disabled={busy || connection.disabled}
              title={connection.reason}
              onClick={act(mark)}
            >
              Mark as under enrolment<span className={css({ srOnly: true })}>: {item.address}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            disabled={busy || connection.disabled}
            title={connection.reason}
            onClick={act(dismiss)}
          >
            Dismiss<span className={css({ srOnly: true })}> {item.address}</span>
          </Button>
          {enrolOpen && (
            <PropertyRequestCreator
              start={{ kind: 'address', query: item.address, agencyPortfolioPropertyId: item.portfolioPropertyId }}
              onClose={() => setEnrolOpen(false)}
            />
          )}
        </>
      }
    >
      <Link
        to="/non-managed-property/$agencyPortfolioPropertyId"
        params={{ agencyPortfolioPropertyId: item.portfolioPropertyId }}
        className={css({
          color: 'accent',
          fontWeight: 'semibold',
          overflowWrap: 'anywhere',
          textDecoration: 'underline',
          // 44 px to tap (a row's main link), the address still wrapping as text.
          display: 'inline-block',
          py: '2.5',
        })}
      >
        {item.address}
      </Link>
      <Detail>
        New in {item.softwareName} on {formatDate(item.firstActiveDate)}
      </Detail>
      {item.isUnderEnrolment && (
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          <Badge tone="info">Under enrolment</Badge>
          {item.underEnrolmentBy && item.underEnrolmentAt && (
            <span>
              by {item.underEnrolmentBy} on {formatDate(item.underEnrolmentAt)}
            </span>
          )}
        </p>
      )}
    </UrgentRow>
  )
}
