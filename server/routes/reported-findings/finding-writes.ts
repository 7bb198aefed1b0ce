import { and, eq, inArray } from 'drizzle-orm'
import { PRODUCT_NAME } from '../../../src/contract/provider.ts'
import {
  canResolveByThirdParty,
  FINDING_ERRORS,
  FINDING_TEXTS,
  type InformBody,
  type RequestQuoteBody,
  type ThirdPartyResolutionBody,
} from '../../../src/contract/reported-findings.ts'
import type { SessionRow } from '../../auth/session-store.ts'
import type { Db } from '../../db/client.ts'
import { findingDocuments, properties, quotes, reportedFindings } from '../../db/schema/index.ts'
import { HttpError, ValidationFailed } from '../../http/errors.ts'
import { claimTemporaryDocuments } from '../../uploads/temporary-documents.ts'
import { lockProperty } from '../property/property-access.ts'
import { userOf } from '../urgent-shared.ts'
import { type FindingRow, findingView, selectFindings, serviceOf, visibleInState } from './finding-view.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Quotation status PENDING (QUOTATION_STATUSES, 1-based): requested, for the provider to prepare. */
const QUOTE_PENDING = 1
const QUOTE_VALID_DAYS = 30
const addDaysTo = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The property's findings named by `ids`, read under the property's lock (taken by the caller). An id that is not
 * one of the property's visible findings is a 400 on `field`; one that is no longer open is a 409.
 */
async function lockedFindings(
  tx: Tx,
  session: SessionRow,
  propertyId: number,
  ids: number[],
  field: string,
): Promise<FindingRow[]> {
  const rows = await selectFindings(
    tx,
    and(eq(reportedFindings.propertyId, propertyId), inArray(reportedFindings.id, ids), visibleInState(session)),
  )
  if (rows.length !== ids.length) throw new ValidationFailed({ [field]: [FINDING_ERRORS.notFound] })
  if (rows.some((r) => r.finding.status !== 'OPEN')) throw new HttpError(409, FINDING_ERRORS.notOpen)
  return rows
}

function refuseDismissed(rows: FindingRow[]) {
  if (rows.some((r) => r.finding.isDismissed)) throw new HttpError(409, FINDING_ERRORS.dismissed)
}

function samePropertyOrRefuse(bodyPropertyId: number, propertyId: number) {
  if (bodyPropertyId !== propertyId) {
    throw new ValidationFailed({ compliancePropertyId: [FINDING_ERRORS.propertyMismatch] })
  }
}

/**
 * Request quote: every finding quotable and not yet requested; one PENDING quote per service for the provider to
 * prepare, linked to its findings, which record who asked and when. Under the property's lock, so of two requests
 * at once the second finds the quote requested (409).
 */
export async function requestQuote(db: Db, session: SessionRow, propertyId: number, body: RequestQuoteBody) {
  samePropertyOrRefuse(body.compliancePropertyId, propertyId)
  const user = await userOf(db, session.userId)
  await db.transaction(async (tx) => {
    await lockProperty(tx, propertyId)
    const rows = await lockedFindings(tx, session, propertyId, body.problemRegisterIds, 'problemRegisterIds')
    refuseDismissed(rows)
    if (rows.some((r) => r.finding.quoteRequested)) throw new HttpError(409, FINDING_ERRORS.quoteAlreadyRequested)
    if (rows.some((r) => !r.finding.canRequestQuote)) {
      throw new ValidationFailed({ problemRegisterIds: [FINDING_TEXTS.noQuote(PRODUCT_NAME)] })
    }
    const now = new Date()
    const today = now.toISOString().slice(0, 10)
    for (const serviceId of new Set(rows.map((r) => r.finding.serviceId))) {
      const own = rows.filter((r) => r.finding.serviceId === serviceId)
      const [quote] = await tx
        .insert(quotes)
        .values({
          propertyId,
          serviceId,
          quoteNumber: `RQ-${propertyId}-${serviceOf(serviceId).code}-${now.getTime()}`,
          statusId: QUOTE_PENDING,
          severity: own.some((r) => r.category.isUrgent) ? 'URGENT' : 'RECOMMENDED',
          expiresAt: addDaysTo(today, QUOTE_VALID_DAYS),
          minimumPriceCents: 0,
        })
        .returning({ id: quotes.id })
      await tx
        .update(reportedFindings)
        .set({
          quoteRequested: true,
          quoteRequestedBy: user.name,
          quoteRequestedByUserId: session.userId,
          quoteRequestedAt: now,
          quoteId: quote?.id ?? null,
        })
        .where(
          inArray(
            reportedFindings.id,
            own.map((r) => r.finding.id),
          ),
        )
    }
  })
  return body.problemRegisterIds
}

/** The ids of an inform-di body, read before the body is checked with the right built-year rule. */
export async function builtYearRequired(db: Db, session: SessionRow, propertyId: number, ids: unknown) {
  const wanted = Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []
  if (wanted.length === 0) return false
  const rows = await selectFindings(
    db,
    and(eq(reportedFindings.propertyId, propertyId), inArray(reportedFindings.id, wanted), visibleInState(session)),
  )
  return rows.some((r) => findingView(r).problemRegister.canEnterBuiltYear)
}

/** Provide additional information / enter the built year: notes (and the month built) for the provider. */
export async function informProvider(db: Db, session: SessionRow, propertyId: number, body: InformBody) {
  samePropertyOrRefuse(body.compliancePropertyId, propertyId)
  await db.transaction(async (tx) => {
    await lockProperty(tx, propertyId)
    const rows = await lockedFindings(tx, session, propertyId, body.problemRegisterIds, 'problemRegisterIds')
    refuseDismissed(rows)
    const asks = (r: FindingRow) => {
      const p = findingView(r).problemRegister
      return p.canInformDI || p.canEnterBuiltYear
    }
    if (!rows.every(asks)) {
      throw new ValidationFailed({ problemRegisterIds: [FINDING_TEXTS.noInfoNeeded(PRODUCT_NAME)] })
    }
    const now = new Date()
    await tx
      .update(reportedFindings)
      .set({ informNotes: body.notes, informedAt: now, informedByUserId: session.userId })
      .where(inArray(reportedFindings.id, body.problemRegisterIds))
    if (body.propertyBuilt) {
      await tx.update(properties).set({ propertyBuilt: body.propertyBuilt }).where(eq(properties.id, propertyId))
    }
  })
  return body.problemRegisterIds
}

/**
 * Third-party resolution: claims the agency's uploaded temporary documents (each once), files them on the
 * property as THIRD_PARTY_RESOLUTION documents of the findings' services, links them to the findings and
 * marks the findings RESOLVED_BY_THIRD_PARTY, all in one transaction under the property's lock.
 */
export async function resolveByThirdParty(
  db: Db,
  session: SessionRow,
  propertyId: number,
  body: ThirdPartyResolutionBody,
) {
  samePropertyOrRefuse(body.compliancePropertyId, propertyId)
  const ids = body.selectedProblemRegisterIds
  await db.transaction(async (tx) => {
    await lockProperty(tx, propertyId)
    const rows = await lockedFindings(tx, session, propertyId, ids, 'selectedProblemRegisterIds')
    refuseDismissed(rows)
    if (!rows.every((r) => canResolveByThirdParty(findingView(r)))) {
      throw new ValidationFailed({ selectedProblemRegisterIds: [FINDING_TEXTS.noThirdParty(PRODUCT_NAME)] })
    }
    const services = [...new Set(rows.map((r) => serviceOf(r.finding.serviceId).code))].map((code) => ({ code }))
    const documentIds = await claimTemporaryDocuments(tx, {
      agencyId: session.agencyId,
      propertyId,
      documentIds: body.documentIds,
      services,
    })
    await tx
      .insert(findingDocuments)
      .values(ids.flatMap((findingId) => documentIds.map((documentId) => ({ findingId, documentId }))))
    await tx
      .update(reportedFindings)
      .set({
        status: 'RESOLVED_BY_THIRD_PARTY',
        thirdPartyNotes: body.notes,
        resolvedAt: new Date(),
        resolvedByUserId: session.userId,
      })
      .where(inArray(reportedFindings.id, ids))
  })
  return ids
}

/** Dismiss (or restore) one finding; 409 when it is already so, not open, or not dismissible. */
export async function setDismissed(db: Db, session: SessionRow, row: FindingRow, dismissed: boolean) {
  const user = await userOf(db, session.userId)
  await db.transaction(async (tx) => {
    await lockProperty(tx, row.finding.propertyId)
    const [current] = await selectFindings(tx, eq(reportedFindings.id, row.finding.id))
    if (!current) throw new HttpError(404, FINDING_ERRORS.notFound)
    if (current.finding.status !== 'OPEN') throw new HttpError(409, FINDING_ERRORS.notOpen)
    if (dismissed && current.finding.isDismissed) throw new HttpError(409, FINDING_ERRORS.alreadyDismissed)
    if (!dismissed && !current.finding.isDismissed) throw new HttpError(409, FINDING_ERRORS.notDismissed)
    if (dismissed && !current.finding.isDismissible) throw new HttpError(409, FINDING_ERRORS.notDismissible)
    await tx
      .update(reportedFindings)
      .set(
        dismissed
          ? { isDismissed: true, dismissedBy: user.name, dismissedByUserId: session.userId, dismissedAt: new Date() }
          : { isDismissed: false, dismissedBy: null, dismissedByUserId: null, dismissedAt: null },
      )
      .where(eq(reportedFindings.id, row.finding.id))
  })
}
