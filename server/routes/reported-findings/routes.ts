import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { serviceIdOf } from '../../../src/contract/catalog.ts'
import {
  FINDING_ERRORS,
  FindingListQuerySchema,
  type FindingWriteResult,
  informBodySchema,
  REPORTED_FINDINGS_MESSAGES,
  RequestQuoteBodySchema,
  ThirdPartyResolutionBodySchema,
} from '../../../src/contract/reported-findings.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { loadInAgency } from '../../auth/agency-scope.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import {
  addresses,
  properties,
  propertyServices,
  reportedFindings,
  servicingCategories,
  suburbs,
} from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { forbidden, HttpError, notFound } from '../../http/errors.ts'
import { check, parseJsonBody, parseQuery } from '../../http/validate.ts'
import { loadProperty, type PropertyRow, propertyIdOf } from '../property/property-access.ts'
import { CANCELLED_PROPERTY } from '../property/tenancy-routes.ts'
import { addressColumns, addressLinesOf, experimentOn, pathIdOf } from '../urgent-shared.ts'
import { listFindings } from './finding-list.ts'
import {
  byService,
  findingsByIds,
  findingView,
  groupTags,
  latestBooking,
  selectFindings,
  serviceView,
  visibleInState,
} from './finding-view.ts'
import { builtYearRequired, informProvider, requestQuote, resolveByThirdParty, setDismissed } from './finding-writes.ts'

/*
 * Reported findings (property-operations §7), all only with the problem-register experiment (403
 * REPORTED_FINDINGS_MESSAGES.notEnabled otherwise), inside the session's agency, and in VIC urgent categories only:
 * - GET  /v1/reported-findings                    FindingListSchema (FindingListQuerySchema; 10 groups a page)
 * - GET  /v1/reported-findings/servicing-categories ServicingCategoryListSchema
 * - POST /v1/reported-findings/{id}/dismiss|restore FindingWriteResultSchema (409 already so / not dismissible)
 * - GET  /v1/property/{id}/reported-findings       PropertyFindingsSchema (open findings, dismissed ones included)
 * - GET  /v2/property/{id}/reported-findings/{suffix} WizardFindingsSchema (suffix: service short name; 404 unknown)
 * - POST /v2/property/{id}/reported-findings/quote|inform-di and POST …/reported-findings (third party):
 *   FindingWriteResultSchema with the findings written. A finding not of the property is a 400 on the ids field,
 *   one resolved or dismissed since is a 409 (FINDING_ERRORS), one the provider does not allow the action for is
 *   a 400 with the spec's not-available text. Writes are refused while impersonating and take Idempotency-Key
 *   (the /v1 and /v2 middleware).
 */

/** foundations §6: the reported-findings areas need the problem-register experiment. */
export async function problemRegisterSession(db: Db, c: Context<AppEnv>): Promise<SessionRow> {
  const session = currentSession(c)
  if (!(await experimentOn(db, session.agencyId, 'problem-register'))) {
    throw forbidden(REPORTED_FINDINGS_MESSAGES.notEnabled)
  }
  return session
}

/** The property (404 / 403 as every property call) with its findings still open (dismissed ones too). */
async function openFindingsOf(db: Db, session: SessionRow, property: PropertyRow, serviceId?: number) {
  return selectFindings(
    db,
    and(
      eq(reportedFindings.propertyId, property.id),
      eq(reportedFindings.status, 'OPEN'),
      serviceId !== undefined ? eq(reportedFindings.serviceId, serviceId) : undefined,
      visibleInState(session),
    ),
  )
}

/** /v1/reported-findings: the list, the servicing categories, dismiss and restore. */
export function reportedFindingRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const session = await problemRegisterSession(db, c)
    return ok(c, await listFindings(db, session, parseQuery(c, FindingListQuerySchema)))
  })

  app.get('/servicing-categories', async (c) => {
    const session = await problemRegisterSession(db, c)
    const rows = await db
      .select()
      .from(servicingCategories)
      .where(visibleInState(session))
      .orderBy(asc(servicingCategories.id))
    return ok(c, rows)
  })

  const dismissal = (dismissed: boolean) => async (c: Context<AppEnv>) => {
    const session = await problemRegisterSession(db, c)
    const id = pathIdOf(c.req.param('id'), FINDING_ERRORS.notFound)
    const row = await loadInAgency(
      session,
      async () => {
        const [found] = await db
          .select({ agencyId: properties.agencyId, isCancelled: properties.isCancelled })
          .from(reportedFindings)
          .innerJoin(properties, eq(properties.id, reportedFindings.propertyId))
          .innerJoin(servicingCategories, eq(servicingCategories.id, reportedFindings.servicingCategoryId))
          .where(and(eq(reportedFindings.id, id), visibleInState(session)))
        return found
      },
      { notFound: FINDING_ERRORS.notFound, forbidden: 'You do not have access to this reported finding' },
    )
    if (row.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const [current] = await selectFindings(db, eq(reportedFindings.id, id))
    if (!current) throw notFound(FINDING_ERRORS.notFound)
    await setDismissed(db, session, current, dismissed)
    const [view] = await findingsByIds(db, session, [id])
    return ok(c, { reportedFindings: view ? [view] : [] } satisfies FindingWriteResult)
  }
  app.post('/:id/dismiss', dismissal(true))
  app.post('/:id/restore', dismissal(false))
  return app
}

/** GET /v1/property/{id}/reported-findings: the property's open findings grouped by service, with service dates. */
export function propertyFindingRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/:id/reported-findings', async (c) => {
    const session = await problemRegisterSession(db, c)
    const property = await loadProperty(db, session, propertyIdOf(c.req.param('id')))
    const rows = await openFindingsOf(db, session, property)
    const groups = [...byService(rows)].map(([serviceId, own]) => {
      const tags = groupTags(serviceId, own)
      return {
        property: { compliancePropertyId: property.id, addressLine1: '', addressLine2: '' },
        propertyManager: null,
        service: serviceView(serviceId, tags),
        serviceDate: latestBooking(own),
        tags,
        reportedFindings: own.map(findingView),
      }
    })
    const services = groups.length
      ? await db
          .select({ serviceId: propertyServices.serviceId, last: propertyServices.lastServiceDate })
          .from(propertyServices)
          .where(
            and(
              eq(propertyServices.propertyId, property.id),
              inArray(
                propertyServices.serviceId,
                groups.map((g) => g.service.serviceId),
              ),
            ),
          )
      : []
    // The provider keeps one booking date per service here: the last standard service; the full service that
    // raised findings is the latest booking among them.
    const serviceDates = groups.map((g) => ({
      serviceId: g.service.serviceId,
      lastStandardBookingDate: services.find((s) => s.serviceId === g.service.serviceId)?.last ?? null,
      lastFullServiceBookingDate: g.serviceDate || null,
    }))
    return ok(c, { groups: await withAddress(db, property, groups), serviceDates })
  })
}

/** The groups with the property's two address lines. */
async function withAddress<T extends { property: { compliancePropertyId: number } }>(
  db: Db,
  property: PropertyRow,
  groups: T[],
): Promise<T[]> {
  if (groups.length === 0) return groups
  const [place] = await db
    .select(addressColumns)
    .from(addresses)
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(eq(addresses.id, property.addressId))
  const lines = place ? addressLinesOf(place) : { addressLine1: '', addressLine2: '' }
  return groups.map((g) => ({ ...g, property: { compliancePropertyId: property.id, ...lines } }))
}

/** /v2/property/{id}/reported-findings: the wizard's findings of one service and its writes. */
export function propertyFindingWizardRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const writable = async (c: Context<AppEnv>) => {
    const session = await problemRegisterSession(db, c)
    const property = await loadProperty(db, session, propertyIdOf(c.req.param('id')))
    if (property.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    return { session, property }
  }
  const answer = async (c: Context<AppEnv>, session: SessionRow, ids: number[]) =>
    ok(c, { reportedFindings: await findingsByIds(db, session, ids) } satisfies FindingWriteResult)

  app.get('/:id/reported-findings/:suffix', async (c) => {
    const session = await problemRegisterSession(db, c)
    const property = await loadProperty(db, session, propertyIdOf(c.req.param('id')))
    const serviceId = serviceIdOf(c.req.param('suffix'))
    if (serviceId === undefined) throw notFound(FINDING_ERRORS.serviceNotFound)
    const rows = await openFindingsOf(db, session, property, serviceId)
    const tags = groupTags(serviceId, rows)
    return ok(c, { reportedFindings: rows.map(findingView), service: serviceView(serviceId, tags), tags })
  })

  app.post('/:id/reported-findings/quote', async (c) => {
    const { session, property } = await writable(c)
    const body = await parseJsonBody(c, RequestQuoteBodySchema)
    return answer(c, session, await requestQuote(db, session, property.id, body))
  })

  app.post('/:id/reported-findings/inform-di', async (c) => {
    const { session, property } = await writable(c)
    const raw = await parseJsonBody(c, informBodySchema(todayInState(session.stateId), false))
    // The month built is required when one of the chosen findings shows the built-year input.
    const required = await builtYearRequired(db, session, property.id, raw.problemRegisterIds)
    const body = required ? check(informBodySchema(todayInState(session.stateId), true), await c.req.json()) : raw
    return answer(c, session, await informProvider(db, session, property.id, body))
  })

  app.post('/:id/reported-findings', async (c) => {
    const { session, property } = await writable(c)
    const body = await parseJsonBody(c, ThirdPartyResolutionBodySchema)
    return answer(c, session, await resolveByThirdParty(db, session, property.id, body))
  })
  return app
}
