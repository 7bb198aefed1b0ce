import { useQueryErrorResetBoundary, useSuspenseQuery } from '@tanstack/react-query'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { ApiError } from '../../api/client.ts'
import { propertyRequestQueries } from '../../api/property-requests.ts'
import {
  ENROLMENT_CONTACT_ROLE_LABELS,
  EnrolmentV1PayloadSchema,
  isSupportedPayloadVersion,
  PROPERTY_REQUEST_EVENT_LABELS,
  PROPERTY_REQUEST_STATE_LABELS,
  PROPERTY_REQUEST_TEXTS,
  type PropertyRequest,
  type PropertyRequestWorkflow,
} from '../../contract/property-requests.ts'
import { formatDate } from '../../lib/dates.ts'
import { Badge, Breadcrumbs, Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { formatIncGst } from '../property/format.ts'
import { NotFoundScreen } from '../shell/not-found-screen.tsx'
import { PropertyRequestCreator } from './creator-launcher.tsx'

const STATE_TONES = { DRAFT: 'warning', SUBMITTED: 'info', ACCEPTED: 'success' } as const
const dateTime = (iso: string) => formatDate(iso, 'dd/MM/yyyy, h:mm a')

const card = css({
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  p: { base: '4', md: '6' },
})
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' })
const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '6',
  rowGap: { base: '0', sm: '2' },
  '& dt': { fontWeight: 'semibold' },
  '& dd': { mb: { base: '3', sm: '0' }, overflowWrap: 'anywhere' },
})

/** /work-order/{propertyRequestId} (foundations §2): the request, its address, type, state, payload and history. */
export function WorkOrderScreen({ propertyRequestId }: { propertyRequestId: number }) {
  const { data: request } = useSuspenseQuery(propertyRequestQueries.detail(propertyRequestId))
  const { data: workflow } = useSuspenseQuery(propertyRequestQueries.workflow(propertyRequestId))
  const [editing, setEditing] = useState(false)
  usePageTitle(`Work order ${request.id}`)
  const editable = workflow.state === 'DRAFT' && workflow.allowedActions.includes('EDIT_PAYLOAD')
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <TitleBlock
        breadcrumbs={
          <Breadcrumbs.Root>
            <Breadcrumbs.Link to="/">Home</Breadcrumbs.Link>
            <Breadcrumbs.Current>Work order</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
        title={`Work order ${request.id}`}
        description={<span className={css({ overflowWrap: 'anywhere' })}>{request.address.fullAddress}</span>}
        aside={editable && <Button onClick={() => setEditing(true)}>Continue editing</Button>}
      />
      <RequestDetails request={request} />
      <Payload workflow={workflow} />
      <History request={request} />
      {editing && (
        <PropertyRequestCreator start={{ kind: 'request', propertyRequestId }} onClose={() => setEditing(false)} />
      )}
    </div>
  )
}

function RequestDetails({ request }: { request: PropertyRequest }) {
  const propertyId =
    request.creationDetails.type === 'existing-property'
      ? request.creationDetails.compliancePropertyId
      : request.address.compliancePropertyId
  return (
    <section aria-labelledby="work-order-request" className={card}>
      <h2 id="work-order-request" className={heading}>
        Request
      </h2>
      <dl className={details}>
        <dt>Address</dt>
        <dd>
          {propertyId ? (
            <Link
              to="/property/$propertyId"
              params={{ propertyId }}
              className={css({ color: 'accent', textDecoration: 'underline' })}
            >
              {request.address.fullAddress}
            </Link>
          ) : (
            request.address.fullAddress
          )}
        </dd>
        <dt>Request type</dt>
        <dd>{request.workflowName ?? PROPERTY_REQUEST_TEXTS.noWorkflow}</dd>
        <dt>State</dt>
        <dd>
          <Badge tone={STATE_TONES[request.state]}>{PROPERTY_REQUEST_STATE_LABELS[request.state]}</Badge>
        </dd>
        <dt>Created</dt>
        <dd>
          {dateTime(request.createdAt)}
          {request.createdBy && ` by ${request.createdBy}`}
        </dd>
        {request.submittedAt && (
          <>
            <dt>Submitted</dt>
            <dd>{dateTime(request.submittedAt)}</dd>
          </>
        )}
      </dl>
    </section>
  )
}

/** The payload in words: services enrolled with their prices, contacts and notes. */
function Payload({ workflow }: { workflow: PropertyRequestWorkflow }) {
  let body: ReactNode
  if (!workflow.stateWorkflow) body = <p>{PROPERTY_REQUEST_TEXTS.noWorkflow}</p>
  else if (!isSupportedPayloadVersion(workflow.payloadVersionId))
    body = <p>{PROPERTY_REQUEST_TEXTS.noSupportedPayloadVersion}</p>
  else {
    const parsed = v.safeParse(EnrolmentV1PayloadSchema, workflow.payload)
    if (!parsed.success) body = <p className={css({ color: 'fg.muted' })}>No details have been saved yet.</p>
    else {
      const p = parsed.output
      body = (
        <dl className={details}>
          <dt>Services to enrol</dt>
          <dd>
            <ul>
              {p.pricingSummary.lineItems.map((line) => (
                <li key={line.serviceId}>
                  {line.name} – {formatIncGst(line.priceIncGst)}
                </li>
              ))}
            </ul>
            <p className={css({ fontWeight: 'semibold', mt: '1' })}>
              Total {formatIncGst(p.pricingSummary.totalIncGst)}
            </p>
          </dd>
          <dt>Contacts</dt>
          <dd>
            {p.contacts.length === 0 ? (
              'None'
            ) : (
              <ul>
                {p.contacts.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; the list is read-only
                  <li key={i}>
                    {c.name} ({ENROLMENT_CONTACT_ROLE_LABELS[c.role]})
                    {[c.email, c.mobile].filter(Boolean).length > 0 &&
                      `: ${[c.email, c.mobile].filter(Boolean).join(', ')}`}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Notes</dt>
          <dd className={css({ whiteSpace: 'pre-wrap' })}>{p.notes || 'None'}</dd>
        </dl>
      )
    }
  }
  return (
    <section aria-labelledby="work-order-details" className={card}>
      <h2 id="work-order-details" className={heading}>
        Details
      </h2>
      {body}
    </section>
  )
}

function History({ request }: { request: PropertyRequest }) {
  return (
    <section aria-labelledby="work-order-history" className={card}>
      <h2 id="work-order-history" className={heading}>
        History
      </h2>
      {request.history.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No history yet.</p>
      ) : (
        <ol className={css({ display: 'grid', gap: '2' })}>
          {request.history.map((event) => (
            <li key={event.id}>
              <span className={css({ fontWeight: 'semibold' })}>{PROPERTY_REQUEST_EVENT_LABELS[event.type]}</span>
              <span className={css({ color: 'fg.muted' })}>
                {' '}
                – {dateTime(event.at)}
                {event.by ? ` by ${event.by}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** A request that cannot be shown: missing or another agency's is the app's 404 page; anything else can be retried. */
export function WorkOrderErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundScreen />
  return (
    <TitleBlock
      title={PROPERTY_REQUEST_TEXTS.loadFailed}
      description={
        <>
          {error instanceof Error ? error.message : String(error)}{' '}
          <Button variant="outline" onClick={() => void router.invalidate()}>
            Try again
          </Button>
        </>
      }
    />
  )
}
