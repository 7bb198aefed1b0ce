import { createHash } from 'node:crypto'
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { SessionRow } from '../auth/session-store.ts'
import type { Db } from './client.ts'

/**
 * A statement built once per database client and shape, then run with its placeholders' values. Building a
 * large query with drizzle cost more of a request's CPU than running it (the dashboard's counts, the urgent
 * findings tab: issue 16), and a prepared statement is parsed and planned once per connection. A shape is what
 * changes the SQL's text (a filter present or not, VIC or another state), never a value.
 */
export function preparedPerShape<Shape extends string, Q>(build: (db: Db, shape: Shape) => Q) {
  const upTo = preparedPerShapeUpTo(Number.POSITIVE_INFINITY, build)
  return (db: Db, shape: Shape): Q => upTo(db, shape) as Q
}

/** How many shapes of one list (its filters' combinations) a process prepares; the rest are built per request. */
export const MOST_LIST_SHAPES = 200

/**
 * A prepared statement's name for a shape: stable across processes, within PostgreSQL's 63 characters. Not for a
 * filter whose matches run from a handful to thousands (search words; a provider with other filters): the plan
 * PostgreSQL keeps for any value after five calls walked or counted every row of the agency (6-15 ms at 50,000)
 * where a plan for the value took about one. Those pages are planned per call (ids-then-rows.ts); a provider alone
 * holds a plan for either (provider-page.ts).
 */
export const shapeStatementName = (prefix: string, shape: string) =>
  `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`

/**
 * preparedPerShape for shapes that requests multiply (a search's filters combine into many): past `most` shapes
 * per client it gives undefined, and the caller builds the query as before (each named statement stays in every
 * connection's memory on the server).
 */
export function preparedPerShapeUpTo<Shape extends string, Q>(most: number, build: (db: Db, shape: Shape) => Q) {
  const built = new WeakMap<Db, Map<Shape, Q>>()
  return (db: Db, shape: Shape): Q | undefined => {
    let shapes = built.get(db)
    if (!shapes) {
      shapes = new Map()
      built.set(db, shapes)
    }
    let query = shapes.get(shape)
    if (query === undefined && shapes.size < most) {
      query = build(db, shape)
      shapes.set(shape, query)
    }
    return query
  }
}

/**
 * A session for building a shared statement: its agency is the placeholder `agencyId`, so the agency-scope
 * helpers (inAgency) put a parameter where a request's agency goes. stateId is part of the shape (VIC's rules
 * differ), so it stays a value. Only these two fields may be read from it.
 */
export function placeholderSession(stateId: number): SessionRow {
  return { agencyId: sql.placeholder('agencyId'), stateId } as unknown as SessionRow
}

/** A placeholder where a builder expects a value of type T (an id, a date). */
export const placeholder = <T>(name: string): T => sql.placeholder(name) as Placeholder as unknown as T

/**
 * A LIMIT written into the SQL rather than sent as a parameter (drizzle makes a number a parameter). PostgreSQL
 * costs a plan whose LIMIT is a parameter as if a tenth of the rows were wanted, so the plan it would keep for a
 * named statement (statement-names.ts) always looked dearer than one made for the call's values, and every call was
 * planned again: 0.6-1.0 ms a call for the portfolio's pages and the dashboard's previews, where running them took
 * 0.01-0.7 (issue 16). A placeholder is given back as it is.
 */
export function inlineLimit(limit: number): number {
  if (typeof limit !== 'number') return limit
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Not a LIMIT: ${limit}`)
  // drizzle writes an SQL chunk given as the limit as it is.
  return sql.raw(String(limit)) as unknown as number
}

/**
 * Where a prepared list's page is, as part of its shape: the page size (inlineLimit) and whether it is the first.
 * The first page, most requests, has no OFFSET (drizzle leaves out an offset of 0) and PostgreSQL keeps one plan for
 * it. A later page's OFFSET is a parameter; it shares no statement with the first page, whose cheap plans made
 * PostgreSQL plan the deep pages per call too (a statement's kept plan is weighed against its calls' plans).
 */
export const pageShape = (pageSize: number, offset: number) => ({ pageSize, first: offset === 0 })
export type PageShape = ReturnType<typeof pageShape>

/** The LIMIT and OFFSET to build a shape's statement with (see pageShape). */
export const pageBounds = ({ pageSize, first }: PageShape) => ({
  limit: pageSize,
  offset: first ? 0 : placeholder<number>('offset'),
})

/**
 * Conditions on the code's own constants (a state, a flag, a severity), written into the SQL instead of sent as
 * parameters: the plan PostgreSQL keeps for a named statement then sees them, as a plan made per call does, and it
 * is kept (see inlineLimit). With them as parameters, an urgent preview's kept plan was costed for any state and
 * looked dearer, and every call was planned again (0.7-0.8 ms of 1.1). Never for a request's values.
 */
export const constants = (...conditions: (SQL | undefined)[]): SQL | undefined => and(...conditions)?.inlineParams()
