import { and, asc, eq } from 'drizzle-orm'
import type { Address } from '../../../src/contract/addresses.ts'
import {
  type CreationDetails,
  isSupportedPayloadVersion,
  PROPERTY_REQUEST_TEXTS,
  type PropertyRequest,
  type PropertyRequestAction,
  type PropertyRequestWorkflow,
  type StateWorkflow,
} from '../../../src/contract/property-requests.ts'
import { stateCodeOf } from '../../../src/contract/states.ts'
import { legacySiteUrl } from '../../auth/session-view.ts'
import type { Db } from '../../db/client.ts'
import { propertyRequestEvents, propertyRequests, users } from '../../db/schema/index.ts'
import type { ServerConfig } from '../../env.ts'
import { notFound } from '../../http/errors.ts'
import type { WorkflowDefinition, WorkflowEngine } from '../../standins/workflows.ts'
import { addressOfRecord } from '../addresses-store.ts'

export type RequestRow = typeof propertyRequests.$inferSelect

/** The agency's request; another agency's is answered as missing (404). */
export async function loadRequest(db: Db, agencyId: number, id: number): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(propertyRequests)
    .where(and(eq(propertyRequests.id, id), eq(propertyRequests.agencyId, agencyId)))
  if (!row) throw notFound(PROPERTY_REQUEST_TEXTS.notFound)
  return row
}

/** A workflow as the client sees it; the legacy page is on the state's legacy site. */
export function workflowView(config: ServerConfig, w: WorkflowDefinition): StateWorkflow {
  const state = stateCodeOf(w.stateId) ?? 'VIC'
  const legacy = w.useLegacyJobOrderPage && w.legacyJobOrderPath
  return {
    id: w.id,
    name: w.name,
    description: w.description,
    stateId: w.stateId,
    state,
    temporalWorkflow: { payloadVersionsForNewExecutions: w.payloadVersions },
    useLegacyJobOrderPage: w.useLegacyJobOrderPage,
    legacyJobOrderUrl: legacy ? `${legacySiteUrl(config, state).replace(/\/+$/, '')}${w.legacyJobOrderPath}` : null,
  }
}

/** Edit and submit only a draft in a workflow, in a payload version this app supports; submit once saved. */
export function allowedActions(row: RequestRow): PropertyRequestAction[] {
  if (row.state !== 'DRAFT' || !row.stateWorkflowId || !isSupportedPayloadVersion(row.payloadVersionId)) return []
  return row.payload === null ? ['EDIT_PAYLOAD'] : ['EDIT_PAYLOAD', 'SUBMIT']
}

export async function requestWorkflowView(
  config: ServerConfig,
  engine: WorkflowEngine,
  row: RequestRow,
): Promise<PropertyRequestWorkflow> {
  const workflow = row.stateWorkflowId ? await engine.workflow(row.stateWorkflowId) : undefined
  return {
    propertyRequestId: row.id,
    stateWorkflow: workflow ? workflowView(config, workflow) : null,
    payloadVersionId: row.payloadVersionId,
    state: row.state,
    version: row.version,
    payload: row.payload ?? null,
    allowedActions: allowedActions(row),
  }
}

function creationDetailsOf(row: RequestRow): CreationDetails {
  if (row.creationType === 'existing-property' && row.propertyId) {
    return { type: 'existing-property', compliancePropertyId: row.propertyId }
  }
  if (row.creationType === 'new-address' && row.creationToken) {
    return { type: 'new-address', creationToken: row.creationToken }
  }
  return { type: 'existing-address', complianceAddressId: row.addressId }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The request as GET /v1/property-request/{id} answers it, with its history oldest first. */
export async function requestView(db: Db, engine: WorkflowEngine, row: RequestRow): Promise<PropertyRequest> {
  const [address, events, creator, workflow] = await Promise.all([
    addressOfRecord(db, row.agencyId, row.addressId),
    db
      .select({
        id: propertyRequestEvents.id,
        type: propertyRequestEvents.type,
        at: propertyRequestEvents.at,
        by: users.name,
      })
      .from(propertyRequestEvents)
      .leftJoin(users, eq(users.id, propertyRequestEvents.byUserId))
      .where(eq(propertyRequestEvents.propertyRequestId, row.id))
      .orderBy(asc(propertyRequestEvents.id)),
    row.createdByUserId ? db.select({ name: users.name }).from(users).where(eq(users.id, row.createdByUserId)) : [],
    row.stateWorkflowId ? engine.workflow(row.stateWorkflowId) : undefined,
  ])
  return {
    id: row.id,
    agencyId: row.agencyId,
    stateWorkflowId: row.stateWorkflowId,
    payloadVersionId: row.payloadVersionId,
    workflowName: workflow?.name ?? null,
    creationDetails: creationDetailsOf(row),
    address: withProperty(address, row),
    agencyPortfolioPropertyId: row.agencyPortfolioPropertyId,
    state: row.state,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator[0]?.name ?? null,
    submittedAt: iso(row.submittedAt),
    acceptedAt: iso(row.acceptedAt),
    history: events.map((e) => ({ id: e.id, type: e.type, at: e.at.toISOString(), by: e.by })),
  }
}

/** The request's property is the address's property for it, whichever the address search would pick. */
function withProperty(address: Address, row: RequestRow): Address {
  const propertyId = row.enrolledPropertyId ?? row.propertyId ?? address.compliancePropertyId
  return { ...address, compliancePropertyId: propertyId }
}
