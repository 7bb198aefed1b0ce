import { and, count, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  CreatePropertyRequestBodySchema,
  type EnrolmentV1Payload,
  isSupportedPayloadVersion,
  PAYLOAD_BODY_SCHEMAS,
  PROPERTY_REQUEST_TEXTS,
  type PreflightWorkflows,
  PreflightWorkflowsBodySchema,
  PropertyRequestIdParamSchema,
  type PropertyRequestListItem,
  PropertyRequestListQuerySchema,
  SubmitPropertyRequestBodySchema,
  type SupportedPayloadVersion,
  UpdatePayloadBodySchema,
} from '../../../src/contract/property-requests.ts'
import { COMPLIANCE_STATES } from '../../../src/contract/states.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import { totalColumn, totalOf } from '../../db/page-total.ts'
import { inlineLimit } from '../../db/prepared.ts'
import {
  addresses,
  agencies,
  portfolioProperties,
  propertyRequestEvents,
  propertyRequests,
  stateWorkflows,
  suburbs,
  users,
} from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { ConflictError, HttpError, notFound, ValidationFailed } from '../../http/errors.ts'
import { fieldErrorsOf, parseJsonBody, parseQuery } from '../../http/validate.ts'
import { standInWorkflowEngine, type WorkflowEngine } from '../../standins/workflows.ts'
import { addressOfRecord } from '../addresses-store.ts'
import { loadPricing, pricingForState, summarise } from '../pricing.ts'
import { fullAddressOf } from '../property/property-detail.ts'
import { resolveCreation } from './creation.ts'
import { loadRequest, type RequestRow, requestView, requestWorkflowView, workflowView } from './view.ts'

type EventType = (typeof propertyRequestEvents.$inferInsert)['type']
const conflict = (message: string) => new HttpError(409, message)

/** A draft in a workflow, in a payload version this app edits: what PATCH and submit need (409 otherwise). */
function assertWorkable(
  row: RequestRow,
): asserts row is RequestRow & { stateWorkflowId: number; payloadVersionId: SupportedPayloadVersion } {
  if (!row.stateWorkflowId) throw conflict(PROPERTY_REQUEST_TEXTS.noWorkflow)
  if (!isSupportedPayloadVersion(row.payloadVersionId)) throw conflict(PROPERTY_REQUEST_TEXTS.noSupportedPayloadVersion)
}

/**
 * /v1/property-request (property-operations §7): preflight workflows for an address, creating a request,
 * reading it, its workflow and payload (PATCH with the version read: 409 when stale), submitting it (once: a
 * repeat answers as it is), the property it enrolled, and the agency's requests newest first.
 */
export function propertyRequestWorkflowRoutes(
  { db, config }: AppDeps,
  engine: WorkflowEngine = standInWorkflowEngine(db),
) {
  const app = new Hono<AppEnv>()
  const requestOf = (session: SessionRow, raw: string | undefined) => {
    const id = v.safeParse(PropertyRequestIdParamSchema, raw)
    if (!id.success) throw notFound(PROPERTY_REQUEST_TEXTS.notFound)
    return loadRequest(db, session.agencyId, id.output)
  }
  const event = (tx: Pick<typeof db, 'insert'>, propertyRequestId: number, type: EventType, byUserId: number | null) =>
    tx.insert(propertyRequestEvents).values({ propertyRequestId, type, byUserId })

  app.get('/', async (c) => {
    const session = currentSession(c)
    const query = parseQuery(c, PropertyRequestListQuerySchema)
    const size = query['page-size']
    const where = and(
      eq(propertyRequests.agencyId, session.agencyId),
      query.state ? eq(propertyRequests.state, query.state) : undefined,
    )
    const offset = (query.page - 1) * size
    const counted = db.select({ n: count() }).from(propertyRequests).where(where)
    // The page and its total in one statement (server/db/page-total.ts).
    const rows = await db
      .select({
        request: propertyRequests,
        address: addresses,
        suburb: suburbs,
        workflow: stateWorkflows.name,
        by: users.name,
        ...totalColumn(counted),
      })
      .from(propertyRequests)
      .innerJoin(addresses, eq(addresses.id, propertyRequests.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .leftJoin(stateWorkflows, eq(stateWorkflows.id, propertyRequests.stateWorkflowId))
      .leftJoin(users, eq(users.id, propertyRequests.createdByUserId))
      .where(where)
      .orderBy(desc(propertyRequests.id))
      .limit(inlineLimit(size))
      .offset(offset)
    const total = await totalOf(rows, offset, counted)
    const items: PropertyRequestListItem[] = rows.map((r) => ({
      id: r.request.id,
      address: fullAddressOf(r.address, r.suburb),
      compliancePropertyId: r.request.enrolledPropertyId ?? r.request.propertyId,
      workflowName: r.workflow,
      state: r.request.state,
      createdAt: r.request.createdAt.toISOString(),
      createdBy: r.by,
    }))
    return ok(c, { items, total })
  })

  app.post('/preflight-workflows', async (c) => {
    const session = currentSession(c)
    const { creationDetails } = await parseJsonBody(c, PreflightWorkflowsBodySchema)
    const resolved = await resolveCreation(db, session.agencyId, creationDetails)
    const [[agency], workflows] = await Promise.all([
      db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, session.agencyId)),
      engine.workflowsOfState(resolved.stateId),
    ])
    const answer: PreflightWorkflows = {
      agency: agency ?? { id: session.agencyId, name: '' },
      address: resolved.address,
      workflows: workflows.map((w) => workflowView(config, w)),
    }
    return ok(c, answer)
  })

  app.post('/', async (c) => {
    const session = currentSession(c)
    const body = await parseJsonBody(c, CreatePropertyRequestBodySchema)
    const resolved = await resolveCreation(db, session.agencyId, body.creationDetails)
    const workflow = await engine.workflow(body.stateWorkflowId)
    if (!workflow) throw new ValidationFailed({ stateWorkflowId: [PROPERTY_REQUEST_TEXTS.workflowNotFound] })
    if (workflow.stateId !== resolved.stateId) {
      throw new ValidationFailed({ stateWorkflowId: [PROPERTY_REQUEST_TEXTS.workflowNotForAddress] })
    }
    if (!workflow.payloadVersions.includes(body.payloadVersionId)) {
      throw new ValidationFailed({ payloadVersionId: [PROPERTY_REQUEST_TEXTS.payloadVersionNotSupported] })
    }
    if (!isSupportedPayloadVersion(body.payloadVersionId)) {
      throw new ValidationFailed({ payloadVersionId: [PROPERTY_REQUEST_TEXTS.noSupportedPayloadVersion] })
    }
    if (body.agencyPortfolioPropertyId) {
      const [mirror] = await db
        .select({ id: portfolioProperties.id })
        .from(portfolioProperties)
        .where(
          and(
            eq(portfolioProperties.id, body.agencyPortfolioPropertyId),
            eq(portfolioProperties.agencyId, session.agencyId),
          ),
        )
      if (!mirror) throw new ValidationFailed({ agencyPortfolioPropertyId: ['New management not found'] })
    }
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(propertyRequests)
        .values({
          agencyId: session.agencyId,
          creationType: resolved.creationType,
          addressId: resolved.addressId,
          propertyId: resolved.propertyId,
          creationToken: resolved.creationToken,
          agencyPortfolioPropertyId: body.agencyPortfolioPropertyId,
          stateWorkflowId: workflow.id,
          payloadVersionId: body.payloadVersionId,
          createdByUserId: session.userId,
        })
        .returning()
      if (!created) throw new Error('property request insert returned nothing')
      await event(tx, created.id, 'CREATED', session.userId)
      return created
    })
    return ok(c, await requestView(db, engine, row), 201)
  })

  app.get('/:id', async (c) => {
    const row = await requestOf(currentSession(c), c.req.param('id'))
    return ok(c, await requestView(db, engine, row))
  })

  app.get('/:id/workflow', async (c) => {
    const row = await requestOf(currentSession(c), c.req.param('id'))
    return ok(c, await requestWorkflowView(config, engine, row))
  })

  app.patch('/:id/workflow/payload', async (c) => {
    const session = currentSession(c)
    const row = await requestOf(session, c.req.param('id'))
    const body = await parseJsonBody(c, UpdatePayloadBodySchema)
    assertWorkable(row)
    const parsed = v.safeParse(PAYLOAD_BODY_SCHEMAS[row.payloadVersionId], body.payload)
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.issues)
      throw new ValidationFailed(
        Object.fromEntries(Object.entries(errors).map(([key, list]) => [key ? `payload.${key}` : 'payload', list])),
      )
    }
    if (row.state !== 'DRAFT') throw conflict(PROPERTY_REQUEST_TEXTS.notEditable)
    const input = parsed.output
    const address = await addressOfRecord(db, session.agencyId, row.addressId)
    const stateId = COMPLIANCE_STATES.find((s) => s.code === address.suburb.state)?.id ?? 0
    const pricing = input.pricingId
      ? await loadPricing(db, session.agencyId, input.pricingId).catch(() => undefined)
      : await pricingForState(db, session.agencyId, stateId)
    if (!pricing) throw new ValidationFailed({ 'payload.pricingId': [PROPERTY_REQUEST_TEXTS.pricingNotFound] })
    const payload: EnrolmentV1Payload = {
      serviceIds: input.serviceIds,
      pricingId: pricing.id,
      contacts: input.contacts,
      notes: input.notes,
      pricingSummary: summarise(pricing, input.serviceIds, 'payload.serviceIds'),
    }
    const updated = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(propertyRequests)
        .set({ payload, version: sql`${propertyRequests.version} + 1` })
        .where(
          and(
            eq(propertyRequests.id, row.id),
            eq(propertyRequests.version, body.version),
            eq(propertyRequests.state, 'DRAFT'),
          ),
        )
        .returning()
      if (saved) await event(tx, row.id, 'PAYLOAD_UPDATED', session.userId)
      return saved
    })
    if (!updated) {
      const current = await loadRequest(db, session.agencyId, row.id)
      if (current.state !== 'DRAFT') throw conflict(PROPERTY_REQUEST_TEXTS.notEditable)
      throw new ConflictError(
        PROPERTY_REQUEST_TEXTS.versionConflict,
        await requestWorkflowView(config, engine, current),
      )
    }
    return ok(c, await requestWorkflowView(config, engine, updated))
  })

  app.post('/:id/workflow/submit', async (c) => {
    const session = currentSession(c)
    const row = await requestOf(session, c.req.param('id'))
    const body = await parseJsonBody(c, SubmitPropertyRequestBodySchema)
    // Submitted already (a double tap, a replay, the other tab): the request as it is, submitted once.
    if (row.state !== 'DRAFT') return ok(c, await requestWorkflowView(config, engine, row))
    assertWorkable(row)
    if (row.payload === null) throw new ValidationFailed({ payload: [PROPERTY_REQUEST_TEXTS.payloadRequired] })
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, session.userId))

    const submitted = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(propertyRequests)
        .set({ state: 'SUBMITTED', submittedAt: new Date(), version: sql`${propertyRequests.version} + 1` })
        .where(
          and(
            eq(propertyRequests.id, row.id),
            eq(propertyRequests.version, body.version),
            eq(propertyRequests.state, 'DRAFT'),
          ),
        )
        .returning()
      if (!claimed) return undefined
      await event(tx, row.id, 'SUBMITTED', session.userId)
      const started = await engine.start(tx, {
        propertyRequestId: claimed.id,
        stateWorkflowId: row.stateWorkflowId,
        payloadVersionId: row.payloadVersionId,
        payload: claimed.payload,
        agencyId: claimed.agencyId,
        addressId: claimed.addressId,
        propertyId: claimed.propertyId,
        agencyPortfolioPropertyId: claimed.agencyPortfolioPropertyId,
        userName: user?.name ?? null,
      })
      if (!started) return claimed
      // The stand-in provider accepts at once; a real engine would report it later.
      const [accepted] = await tx
        .update(propertyRequests)
        .set({
          state: 'ACCEPTED',
          acceptedAt: new Date(),
          enrolledPropertyId: started.enrolledPropertyId,
          version: sql`${propertyRequests.version} + 1`,
        })
        .where(eq(propertyRequests.id, row.id))
        .returning()
      await event(tx, row.id, 'ACCEPTED', null)
      if (started.enrolledPropertyId) await event(tx, row.id, 'ENROLLED', null)
      return accepted
    })
    if (!submitted) {
      // Lost a race: submitted by the other request (answered as it is), or changed since it was read (409).
      const current = await loadRequest(db, session.agencyId, row.id)
      if (current.state !== 'DRAFT') return ok(c, await requestWorkflowView(config, engine, current))
      throw new ConflictError(
        PROPERTY_REQUEST_TEXTS.versionConflict,
        await requestWorkflowView(config, engine, current),
      )
    }
    return ok(c, await requestWorkflowView(config, engine, submitted))
  })

  app.get('/:id/property/enrolment', async (c) => {
    const row = await requestOf(currentSession(c), c.req.param('id'))
    return ok(c, { propertyRequestId: row.id, compliancePropertyId: row.enrolledPropertyId })
  })

  return app
}
