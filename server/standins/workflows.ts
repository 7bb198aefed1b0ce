import { and, asc, eq } from 'drizzle-orm'
import { ENROLMENT_V1_PAYLOAD_V1, type EnrolmentV1Payload } from '../../src/contract/property-requests.ts'
import type { Db } from '../db/client.ts'
import {
  portfolioProperties,
  properties,
  propertyServices,
  services,
  stateWorkflows,
  workflowExecutions,
} from '../db/schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type WorkflowDefinition = typeof stateWorkflows.$inferSelect

/** A submitted property request, as the engine is given it. */
export type WorkflowStart = {
  propertyRequestId: number
  stateWorkflowId: number
  payloadVersionId: string
  payload: unknown
  agencyId: number
  addressId: number
  /** The agency's property the request is about, if any. */
  propertyId: number | null
  agencyPortfolioPropertyId: number | null
  userName: string | null
}

/** What the provider did with it: accepted, and for an enrolment the property it now services. */
export type WorkflowStarted = { executionId: number; enrolledPropertyId: number | null }

/**
 * The provider's workflow engine (a Temporal-like service in production): which workflows a state has and the
 * payload versions each accepts for new executions, and starting an execution for a submitted request.
 * start runs in the caller's transaction and starts a request at most once: null when it was started already.
 */
export type WorkflowEngine = {
  workflowsOfState(stateId: number): Promise<WorkflowDefinition[]>
  workflow(id: number): Promise<WorkflowDefinition | undefined>
  start(tx: Tx, request: WorkflowStart): Promise<WorkflowStarted | null>
}

/** The property the enrolment is for: the request's, the agency's at that address, or a new one. */
async function enrolledProperty(tx: Tx, request: WorkflowStart): Promise<number> {
  if (request.propertyId) return request.propertyId
  const [existing] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, request.agencyId), eq(properties.addressId, request.addressId)))
    .orderBy(asc(properties.isCancelled), asc(properties.id))
    .limit(1)
  if (existing) return existing.id
  const [created] = await tx
    .insert(properties)
    .values({
      agencyId: request.agencyId,
      addressId: request.addressId,
      complianceStatus: 'UNDER_ENROLMENT',
      overviewStatus: 'PENDING_ITEMS',
    })
    .returning({ id: properties.id })
  if (!created) throw new Error('property insert returned nothing')
  return created.id
}

/** The provider enrols the property for the chosen services: each one not live yet becomes pending. */
async function enrol(tx: Tx, request: WorkflowStart, payload: EnrolmentV1Payload): Promise<number> {
  const propertyId = await enrolledProperty(tx, request)
  const live = await tx
    .select({ serviceId: propertyServices.serviceId })
    .from(propertyServices)
    .where(and(eq(propertyServices.propertyId, propertyId), eq(propertyServices.isCancelled, false)))
  const catalogue = await tx.select().from(services)
  const toAdd = payload.serviceIds.filter((id) => !live.some((l) => l.serviceId === id))
  for (const serviceId of toAdd) {
    const service = catalogue.find((s) => s.id === serviceId)
    if (!service) continue
    await tx.insert(propertyServices).values({
      propertyId,
      serviceId,
      jobStatus: 'SERVICE_PENDING',
      complianceStatus: 'UNDER_ENROLMENT',
      serviceFrequencyMonths: service.serviceFrequencyMonths,
    })
  }
  if (request.agencyPortfolioPropertyId) {
    await tx
      .update(portfolioProperties)
      .set({ isUnderEnrolment: true, underEnrolmentAt: new Date(), underEnrolmentBy: request.userName })
      .where(
        and(
          eq(portfolioProperties.id, request.agencyPortfolioPropertyId),
          eq(portfolioProperties.agencyId, request.agencyId),
        ),
      )
  }
  return propertyId
}

/**
 * The stand-in engine: workflows from state_workflows (seeded per state), and a start that records the
 * execution (one per request: a unique key) and, as the provider would, accepts it at once; an enrolment
 * enrols the property with the chosen services.
 */
export function standInWorkflowEngine(db: Db): WorkflowEngine {
  return {
    workflowsOfState: (stateId) =>
      db
        .select()
        .from(stateWorkflows)
        .where(eq(stateWorkflows.stateId, stateId))
        .orderBy(asc(stateWorkflows.sortOrder), asc(stateWorkflows.id)),
    async workflow(id) {
      const [row] = await db.select().from(stateWorkflows).where(eq(stateWorkflows.id, id))
      return row
    },
    async start(tx, request) {
      const [execution] = await tx
        .insert(workflowExecutions)
        .values({
          propertyRequestId: request.propertyRequestId,
          stateWorkflowId: request.stateWorkflowId,
          payloadVersionId: request.payloadVersionId,
          payload: request.payload,
        })
        .onConflictDoNothing()
        .returning({ id: workflowExecutions.id })
      if (!execution) return null
      const enrolledPropertyId =
        request.payloadVersionId === ENROLMENT_V1_PAYLOAD_V1
          ? await enrol(tx, request, request.payload as EnrolmentV1Payload)
          : null
      return { executionId: execution.id, enrolledPropertyId }
    },
  }
}
