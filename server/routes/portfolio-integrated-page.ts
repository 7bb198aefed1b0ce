import type { NonManagedQuery } from '../../src/contract/portfolio.ts'
import { todayInState } from '../../src/contract/states.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import {
  MOST_LIST_SHAPES,
  placeholder,
  placeholderSession,
  preparedPerShapeUpTo,
  shapeStatementName,
} from '../db/prepared.ts'
import { patternPlaceholders, patternValues, searchPatterns } from './portfolio-filter.ts'
import { nonManagedFilter, nonManagedTotalStatement } from './portfolio-integrated-filter.ts'
import { nonManagedPageStatement, nonManagedRowOf } from './portfolio-integrated-rows.ts'

/** What changes the non-managed list's SQL text (never a value: agency, date, manager, provider, words, page). */
function shapeOf(q: NonManagedQuery, session: SessionRow, words: number): string {
  const chosen = [q['property-manager'] !== undefined, q['provided-by'] !== undefined]
  return JSON.stringify([session.stateId, q.facet, q.services, words, ...chosen])
}

/** The filters of a shape, values replaced by placeholders, and its WHERE. */
function shapeQuery(shape: string) {
  const [stateId, facet, services, words, manager, provider] = JSON.parse(shape) as [
    number,
    NonManagedQuery['facet'],
    number[],
    number,
    boolean,
    boolean,
  ]
  const q: NonManagedQuery = {
    query: '',
    facet,
    services,
    'property-manager': manager ? placeholder<number>('managerId') : undefined,
    'provided-by': provider ? placeholder<number>('providerId') : undefined,
    page: 1,
    'page-size': 1,
  }
  const session = placeholderSession(stateId)
  const where = nonManagedFilter(q, session, placeholder<string>('today'), patternPlaceholders(words))
  return { q, session, words, where }
}

/** The page and count statements prepared once per shape: building them with drizzle was most of the CPU (issue 16). */
const preparedPage = preparedPerShapeUpTo(MOST_LIST_SHAPES, (db: Db, shape: string) => {
  const name = shapeStatementName('acp_integrated', shape)
  const { q, session, words, where } = shapeQuery(shape)
  const limit = placeholder<number>('limit')
  return {
    page: nonManagedPageStatement(db, where, limit, placeholder<number>('offset')).prepare(`${name}_page`),
    count: nonManagedTotalStatement(db, q, session, where, words).prepare(`${name}_count`),
  }
})

/** GET /v1/portfolio/integrated: one page of the non-managed list and the total of all matches. */
export async function nonManagedPage(db: Db, q: NonManagedQuery, session: SessionRow) {
  const today = todayInState(session.stateId)
  const patterns = searchPatterns(q.query)
  const limit = q['page-size']
  const offset = (q.page - 1) * limit
  const prepared = preparedPage(db, shapeOf(q, session, patterns.length))
  const values = {
    agencyId: session.agencyId,
    today,
    managerId: q['property-manager'] ?? null,
    providerId: q['provided-by'] ?? null,
    limit,
    offset,
    ...patternValues(patterns),
  }
  const where = () => nonManagedFilter(q, session, today, patterns)
  // The page and the count at once, on two connections: a large count runs beside the page, not after it.
  const [rows, counted] = await Promise.all(
    prepared
      ? [prepared.page.execute(values), prepared.count.execute(values)]
      : [
          nonManagedPageStatement(db, where(), limit, offset),
          nonManagedTotalStatement(db, q, session, where(), patterns.length),
        ],
  )
  return { items: rows.map(nonManagedRowOf), total: counted[0]?.n ?? 0 }
}
