import { isNull, sql } from 'drizzle-orm'
import type { NonManagedQuery } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { fewMatchesPage, idsThenRows, listedIds, pageIdsWithTotal } from '../db/ids-then-rows.ts'
import { totalOf, withItsTotal } from '../db/page-total.ts'
import {
  MOST_LIST_SHAPES,
  type PageShape,
  pageBounds,
  pageShape,
  placeholder,
  placeholderSession,
  preparedPerShape,
  preparedPerShapeUpTo,
  shapeStatementName,
} from '../db/prepared.ts'
import { portfolioProperties } from '../db/schema/index.ts'
import { patternPlaceholders, patternValues, searchPatterns } from './portfolio-filter.ts'
import { nonManagedFilter, nonManagedTotalStatement } from './portfolio-integrated-filter.ts'
import { nonManagedPageStatement, nonManagedRowOf, orderedPageIds } from './portfolio-integrated-rows.ts'
import { providerPageIds } from './provider-page.ts'

/**
 * What changes the non-managed list's SQL text: the filters and the page's shape (pageShape). The agency, date,
 * manager, provider, words and a later page's offset are parameters.
 */
function shapeOf(q: NonManagedQuery, session: SessionRow, words: number, page: PageShape): string {
  const chosen = [q['property-manager'] !== undefined, q['provided-by'] !== undefined]
  return JSON.stringify([session.stateId, q.facet, q.services, words, page, ...chosen])
}

/** The filters of a shape, values replaced by placeholders, and its WHERE (`withProvider: false`: without one). */
function shapeQuery(shape: string, { withProvider = true } = {}) {
  const [stateId, facet, services, words, page, manager, provider] = JSON.parse(shape) as [
    number,
    NonManagedQuery['facet'],
    number[],
    number,
    PageShape,
    boolean,
    boolean,
  ]
  const q: NonManagedQuery = {
    query: '',
    facet,
    services,
    'property-manager': manager ? placeholder<number>('managerId') : undefined,
    'provided-by': provider && withProvider ? placeholder<number>('providerId') : undefined,
    page: 1,
    'page-size': 1,
  }
  const session = placeholderSession(stateId)
  const where = nonManagedFilter(q, session, placeholder<string>('today'), patternPlaceholders(words))
  return { q, session, words, where, page }
}

/**
 * The page statement prepared once per shape (building it with drizzle was most of the CPU: issue 16), its total
 * in the same statement: a sum of counters kept by triggers, or a count of the matches (decision 015: a second round
 * trip cost the server more CPU than PostgreSQL spends counting; under load that is what queues). A page planned per
 * call is the exception: its ids and total, then its rows by a statement planned once (ids-then-rows.ts).
 */
const preparedPage = preparedPerShapeUpTo(MOST_LIST_SHAPES, (db: Db, shape: string) => {
  const { q, session, words, where, page } = shapeQuery(shape)
  // A search's matches run from a handful of properties to a third: its plan is made per call. So does a provider's
  // share; alone, its count is a sum of counters and its page holds a plan for either (providerPageIds). With other
  // filters, neither says how many match: planned per call too.
  const provider = q['provided-by']
  const providerAlone =
    provider !== undefined &&
    words === 0 &&
    q.facet.length === 0 &&
    q.services.length === 0 &&
    q['property-manager'] === undefined
  const perCall = words > 0 || (provider !== undefined && !providerAlone)
  const total = nonManagedTotalStatement(db, q, session, placeholder<string>('today'), where, words).getSQL()
  const { limit, offset } = pageBounds(page)
  if (perCall) {
    const ids = pageIdsWithTotal(db, orderedPageIds(db, where, limit, offset).getSQL(), total).prepare('')
    // A search's matches gathered once while they are few (ids-then-rows.ts); a provider's share can be thousands.
    const fewIds = words > 0 ? fewMatchesPage(db, portfolioProperties, where, limit, offset).prepare('') : undefined
    return (values: PageValues) => idsThenRows(ids, rowsOfIds(db, 'ids'), values, fewIds)
  }
  const pageIds = providerAlone
    ? providerPageIds(db, shapeQuery(shape, { withProvider: false }).where, session, provider, limit, offset)
    : undefined
  const statement = nonManagedPageStatement(db, pageIds ?? orderedPageIds(db, where, limit, offset), total).prepare(
    `${shapeStatementName('acp_integrated', shape)}_page`,
  )
  return async (values: PageValues) => withItsTotal(await statement.execute(values))
})

type PageValues = Record<string, unknown> & { agencyId: number }

/** The rows of a page planned per call, by the ids its first statement found (ids-then-rows.ts). */
const rowsOfIds = preparedPerShape((db: Db, _: 'ids') =>
  nonManagedPageStatement(
    db,
    sql`(${listedIds(db, portfolioProperties.id, portfolioProperties.agencyId, isNull(portfolioProperties.propertyId))})`,
    sql`null`,
  ).prepare('acp_integrated_rows'),
)

/** GET /v1/portfolio/integrated: one page of the non-managed list and the total of all matches. */
export async function nonManagedPage(db: Db, q: NonManagedQuery, session: SessionRow) {
  const today = todayInState(session.stateId)
  const patterns = searchPatterns(q.query)
  const limit = q['page-size']
  const offset = (q.page - 1) * limit
  const prepared = preparedPage(db, shapeOf(q, session, patterns.length, pageShape(limit, offset)))
  const values = {
    agencyId: session.agencyId,
    today,
    managerId: q['property-manager'] ?? null,
    providerId: q['provided-by'] ?? null,
    offset,
    ...patternValues(patterns),
  }
  const where = () => nonManagedFilter(q, session, today, patterns)
  const totalStatement = () => nonManagedTotalStatement(db, q, session, today, where(), patterns.length)
  const page = prepared
    ? await prepared(values)
    : withItsTotal(await nonManagedPageStatement(db, orderedPageIds(db, where(), limit, offset), totalStatement()))
  // Past the end the page has no row to carry the total: counted by itself (rare).
  return {
    items: page.rows.map(nonManagedRowOf),
    total: page.total ?? (await totalOf(page.rows, offset, totalStatement)),
  }
}
