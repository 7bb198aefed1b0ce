import type { Row } from './bench-database.ts'

type Query = (text: string, params?: unknown[]) => Promise<Row[]>
export type SearchTerm = { query: string; matches: number }

/**
 * Words (4+ letters) of each address line and pairs of neighbouring words ("shakespeare grove"), with
 * the number of properties that have them as whole words. Pairs are there because at 50,000 properties
 * even the rarest single word (a suburb) matches well over a hundred.
 */
const CANDIDATES = `
  WITH words AS (
    SELECT p.id, w.word, w.at
      FROM properties p, regexp_split_to_table(p.search_text, '\\s+') WITH ORDINALITY AS w(word, at)
     WHERE p.agency_id = $1 AND w.word ~ '^[a-z]{4,}$'
  )
  SELECT term, (term LIKE '% %') AS pair, count(DISTINCT id)::int AS n FROM (
    SELECT id, word AS term FROM words
    UNION ALL
    SELECT a.id, a.word || ' ' || b.word FROM words a JOIN words b ON b.id = a.id AND b.at = a.at + 1
  ) terms
  GROUP BY term`

/** What GET /v1/portfolio?query= matches: every word somewhere in search_text, also inside longer words. */
async function countMatches(query: Query, agencyId: number, term: string): Promise<number> {
  const words = term.split(' ')
  const likes = words.map((_, i) => `search_text LIKE $${i + 2}`).join(' AND ')
  const [row] = await query(`SELECT count(*)::int AS n FROM properties WHERE agency_id = $1 AND ${likes}`, [
    agencyId,
    ...words.map((word) => `%${word}%`),
  ])
  return Number(row?.n ?? 0)
}

/**
 * For each target, a search from the agency's own addresses that matches close to that many properties:
 * one word when one comes within a factor of 2, else two neighbouring words. Picked from the data, not
 * hard-coded, so it follows the seed; the seed is deterministic, so the same data gives the same terms.
 */
export async function searchTerms(query: Query, agencyId: number, targets: number[]): Promise<SearchTerm[]> {
  const candidates = (await query(CANDIDATES, [agencyId])).map((row) => ({
    term: String(row.term),
    pair: row.pair === true,
    n: Number(row.n),
  }))
  const closest = async (target: number, pair: boolean): Promise<SearchTerm | undefined> => {
    // Whole-word counts are a lower bound of LIKE matches: check the nearest few the way the route searches.
    const nearest = candidates
      .filter((c) => c.pair === pair)
      .sort((a, b) => Math.abs(a.n - target) - Math.abs(b.n - target) || a.term.localeCompare(b.term))
      .slice(0, 8)
    let best: SearchTerm | undefined
    for (const { term } of nearest) {
      const matches = await countMatches(query, agencyId, term)
      if (!best || Math.abs(matches - target) < Math.abs(best.matches - target)) best = { query: term, matches }
    }
    return best
  }
  const picked: SearchTerm[] = []
  for (const target of targets) {
    const word = await closest(target, false)
    const close = word && word.matches >= target / 2 && word.matches <= target * 2
    const term = close ? word : ((await closest(target, true)) ?? word)
    if (!term) throw new Error(`No address words found for agency ${agencyId}`)
    picked.push(term)
  }
  return picked
}
