import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { sessionMutations, sessionQueries } from '../../api/session.ts'
import { AGENCY_SWITCH_PAGE_SIZE } from '../../contract/session.ts'
import { clearOfflineData } from '../../offline/start.ts'
import { Button, buttonRecipe, Dialog, Pagination } from '../../ui/index.ts'
import { useSession } from './use-session.ts'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** Switch Portfolio: the user's agencies, five to a page; choosing one replaces the session. */
export function PortfolioSwitchPanel({ open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Dialog.Content>
        <Dialog.Title>Switch portfolio</Dialog.Title>
        <AgencyList onDone={() => onOpenChange(false)} />
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" className={css({ mt: '4' })}>
            Close
          </Button>
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </Dialog.Root>
  )
}

function AgencyList({ onDone }: { onDone: () => void }) {
  const session = useSession()
  const [page, setPage] = useState(1)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const agencies = useQuery({ ...sessionQueries.agencies(page), placeholderData: keepPreviousData })
  const switchAgency = useMutation({
    ...sessionMutations.switchAgency(),
    onSuccess: (next) => {
      // Another agency's data must not linger: drop every cached non-auth query.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
      void clearOfflineData()
      queryClient.setQueryData(sessionQueries.current().queryKey, next)
      void queryClient.invalidateQueries({ queryKey: sessionQueries.all() })
      onDone()
      void navigate({ to: '/' })
    },
    onError: () => void navigate({ to: '/auth/error', search: { message: 'Failed to switch portfolio' } }),
  })

  if (session.agencyCount <= 1) {
    return (
      <Dialog.Description>
        You have access to one portfolio only. To get access to another agency's portfolio, please contact your account
        manager.
      </Dialog.Description>
    )
  }
  if (agencies.isError) return <p role="alert">Error fetching agencies</p>
  return (
    <>
      <Dialog.Description>Choose the agency portfolio to work in.</Dialog.Description>
      <ul aria-busy={agencies.isFetching} className={css({ display: 'grid', gap: '2' })}>
        {agencies.data?.items.map((agency) => {
          const current = agency.complianceAgencyId === session.complianceAgencyId
          return (
            <li key={agency.complianceAgencyId}>
              <button
                type="button"
                disabled={current || switchAgency.isPending}
                aria-current={current ? 'true' : undefined}
                onClick={() => switchAgency.mutate(agency.complianceAgencyId)}
                className={cx(
                  buttonRecipe({ variant: 'outline', width: 'full' }),
                  css({ justifyContent: 'space-between', textAlign: 'left' }),
                )}
              >
                <span>{agency.complianceAgencyName}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {current ? `${agency.state} · current` : agency.state}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {agencies.data && (
        <Pagination
          page={page}
          pageSize={AGENCY_SWITCH_PAGE_SIZE}
          total={agencies.data.total}
          onPageChange={setPage}
          label="Portfolio pages"
        />
      )}
    </>
  )
}
