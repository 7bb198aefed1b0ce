import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  properties,
  propertyRequestEvents,
  propertyRequests,
  stateWorkflows,
  workflowExecutions,
} from '../../server/db/schema/index.ts'
import { ENROLMENT_V1_PAYLOAD_V1, PROPERTY_REQUEST_TEXTS } from '../../src/contract/property-requests.ts'
import { createTestApp, type TestApp } from './test-app.ts'

// Many writes to one property request at once, as a double tap or two tabs send them. PGlite runs one query
// at a time and hides races; with DATABASE_URL (PostgreSQL) the requests really overlap.
const N = 10
let t: TestApp
let vic: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 20 })
  vic = await t.signIn('pm.vic', 'VIC')
})
afterAll(() => t.close())

type Answer = { status: number; body: { data: { state: string; version: number } | null; error: string | null } }
const send = async (method: string, path: string, body: unknown): Promise<Answer> => {
  const res = await t.call(path, { method, cookie: vic, body })
  return { status: res.status, body: await res.json() }
}
const together = (method: string, path: string, body: unknown) =>
  Promise.all(Array.from({ length: N }, () => send(method, path, body)))
const payload = { serviceIds: [1], contacts: [], notes: null }

let next = 0
async function draft(): Promise<number> {
  const bayside = t.summary.agencyIds['Bayside Rentals'] ?? 0
  const rows = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, bayside), eq(properties.isCancelled, false)))
    .orderBy(asc(properties.id))
  const [workflow] = await t.db
    .select({ id: stateWorkflows.id })
    .from(stateWorkflows)
    .where(and(eq(stateWorkflows.stateId, 7), eq(stateWorkflows.sortOrder, 1)))
  const property = rows[10 + next++]
  const res = await send('POST', '/v1/property-request', {
    creationDetails: { type: 'existing-property', compliancePropertyId: property?.id },
    stateWorkflowId: workflow?.id,
    payloadVersionId: ENROLMENT_V1_PAYLOAD_V1,
  })
  if (res.status !== 201) throw new Error(`create failed: ${res.status}`)
  return (res.body.data as unknown as { id: number }).id
}
const eventsOf = async (id: number, type: 'PAYLOAD_UPDATED' | 'SUBMITTED') =>
  (
    await t.db
      .select({ n: count() })
      .from(propertyRequestEvents)
      .where(and(eq(propertyRequestEvents.propertyRequestId, id), eq(propertyRequestEvents.type, type)))
  )[0]?.n

describe('property request writes at once', () => {
  it('PATCH from the same version: one is saved, the others are told it changed (409)', async () => {
    const id = await draft()
    const answers = await together('PATCH', `/v1/property-request/${id}/workflow/payload`, { version: 1, payload })
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 200)
    expect(new Set(refused.map((a) => `${a.status} ${a.body.error}`))).toEqual(
      new Set([`409 ${PROPERTY_REQUEST_TEXTS.versionConflict}`]),
    )
    expect(await eventsOf(id, 'PAYLOAD_UPDATED')).toBe(1)
    const [row] = await t.db.select().from(propertyRequests).where(eq(propertyRequests.id, id))
    expect(row?.version).toBe(2)
  })

  it('submit at once: every answer is the accepted request, submitted and started once', async () => {
    const id = await draft()
    await send('PATCH', `/v1/property-request/${id}/workflow/payload`, { version: 1, payload })
    const answers = await together('POST', `/v1/property-request/${id}/workflow/submit`, { version: 2 })
    expect(answers.map((a) => `${a.status} ${a.body.data?.state}`)).toEqual(Array(N).fill('200 ACCEPTED'))
    expect(await eventsOf(id, 'SUBMITTED')).toBe(1)
    const [executions] = await t.db
      .select({ n: count() })
      .from(workflowExecutions)
      .where(eq(workflowExecutions.propertyRequestId, id))
    expect(executions?.n).toBe(1)
  })

  it('PATCH and submit at once: either the submit wins (the PATCH is refused) or the PATCH does (409 submit)', async () => {
    const id = await draft()
    await send('PATCH', `/v1/property-request/${id}/workflow/payload`, { version: 1, payload })
    const [edit, submit] = await Promise.all([
      send('PATCH', `/v1/property-request/${id}/workflow/payload`, {
        version: 2,
        payload: { ...payload, notes: 'late' },
      }),
      send('POST', `/v1/property-request/${id}/workflow/submit`, { version: 2 }),
    ])
    expect(edit.status === 200 ? submit.status : edit.status).toBe(409)
    const [row] = await t.db.select().from(propertyRequests).where(eq(propertyRequests.id, id))
    if (submit.status === 200) expect(row?.state).toBe('ACCEPTED')
    else expect(row).toMatchObject({ state: 'DRAFT', version: 3 })
  })
})
