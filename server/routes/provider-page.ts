import { and, eq, type SQL, sql } from 'drizzle-orm'
import { inAgency } from '../auth/agency-scope.ts'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from '../db/client.ts'
import { sortedIds } from '../db/ids-then-rows.ts'
import { summed } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
import { portfolioNonManagedCounts, portfolioProperties as pp } from '../db/schema/index.ts'
import { orderedPageIds } from './portfolio-integrated-rows.ts'

/** Below this many non-managed properties a provider's page sorts them all; from it on, it walks the list's order. */
const FEW_OF_A_PROVIDER = 200

/**
 * The ids of one provider's page of the non-managed list (provided-by), in a plan PostgreSQL can keep for any
 * provider (issue 16). A provider services from a handful of an agency's properties to a third of them: few are best
 * found by the provider_ids index and sorted, many by walking the list's order until the page is full. Planned per
 * call to choose, parse and plan took 1.0 of the statement's 1.9 ms in PostgreSQL. Both ways are in the statement,
 * each behind a condition on the provider's count (a sum of its counters, migration 0023) that PostgreSQL tests once
 * before running either, and each written so that only its way is open to it: `= any` is no use to the index of
 * provider_ids, and the few are gathered apart (OFFSET 0) before they are sorted.
 * `where` is the list's WHERE without the provider; `providerId` a value or a placeholder; `fewOfAProvider` the
 * count below which the few's way runs (tests choose either way with it).
 */
export function providerPageIds(
  db: Db,
  where: SQL,
  session: SessionRow,
  providerId: number,
  limit: number,
  offset: number,
  fewOfAProvider = FEW_OF_A_PROVIDER,
): SQL {
  const c = portfolioNonManagedCounts
  if (!Number.isSafeInteger(fewOfAProvider) || fewOfAProvider < 0) throw new Error(`Not a count: ${fewOfAProvider}`)
  const share = db
    .select({ n: summed(c.n) })
    .from(c)
    .where(and(inAgency(c.agencyId, session), eq(c.providerId, providerId)))
  const few = sql.raw(String(fewOfAProvider))
  const many = orderedPageIds(
    db,
    and(where, sql`(${share}) >= ${few}`, sql`${providerId} = any(${pp.providerIds})`),
    limit,
    offset,
  )
  const matching = db
    .select({ id: pp.id, searchText: pp.searchText })
    .from(pp)
    .where(and(where, sql`(${share}) < ${few}`, sql`${pp.providerIds} @> array[${providerId}]::int[]`))
    .offset(inlineLimit(0))
    .as('matching')
  const sorted = sortedIds(db, matching, limit, offset)
  return sql`(${many} union all ${sorted})`
}
