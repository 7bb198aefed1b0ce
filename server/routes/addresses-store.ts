import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  ADDRESS_SEARCH_LIMIT,
  ADDRESS_TEXTS,
  type Address,
  type AddressSearchResult,
  type AddressSource,
} from '../../src/contract/addresses.ts'
import type { Suburb } from '../../src/contract/meta.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../db/rows.ts'
import { addresses, knownAddresses, portfolioProperties, properties, suburbs } from '../db/schema/index.ts'
import { notFound } from '../http/errors.ts'
import { fullAddressOf } from './property/property-detail.ts'

/**
 * Which addresses an agency sees (GET /v1/address/…, a property request's creation details): those of its
 * managed and non-managed properties, those it entered by hand, and those the provider knows for everyone.
 * Contacts' addresses and other agencies' are never found: an address outside these is answered as missing.
 */

export type AddressRow = typeof addresses.$inferSelect
export type SuburbRow = typeof suburbs.$inferSelect

export function suburbView(s: SuburbRow): Suburb {
  return { id: s.id, name: s.name, postcode: s.postcode, state: stateCodeOf(s.stateId) ?? '' }
}

/** The address as one lower-case line: the same words as properties.search_text (migration 0004). */
export function searchTextOf(address: Pick<AddressRow, 'line1' | 'line2' | 'line3'>, suburb: SuburbRow): string {
  const words = [address.line1, address.line2, address.line3, suburb.name, stateCodeOf(suburb.stateId), suburb.postcode]
  return words.filter(Boolean).join(' ').toLowerCase()
}

export function addressView(address: AddressRow, suburb: SuburbRow, compliancePropertyId: number | null): Address {
  return {
    complianceAddressId: address.id,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    suburb: suburbView(suburb),
    fullAddress: fullAddressOf(address, suburb),
    compliancePropertyId,
  }
}

/** The agency's managed property at each address (a live one first). */
async function propertiesAt(db: Db, agencyId: number, addressIds: number[]): Promise<Map<number, number>> {
  if (addressIds.length === 0) return new Map()
  const rows = await db
    .select({ addressId: properties.addressId, id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), inArray(properties.addressId, addressIds)))
    .orderBy(asc(properties.isCancelled), asc(properties.id))
  const byAddress = new Map<number, number>()
  for (const r of rows) if (!byAddress.has(r.addressId)) byAddress.set(r.addressId, r.id)
  return byAddress
}

const visibleCondition = (agencyId: number, addressId: typeof addresses.id) => sql`(
  exists (select 1 from ${properties} where ${properties.agencyId} = ${agencyId} and ${properties.addressId} = ${addressId})
  or exists (select 1 from ${portfolioProperties} where ${portfolioProperties.agencyId} = ${agencyId}
    and ${portfolioProperties.addressId} = ${addressId})
  or exists (select 1 from ${knownAddresses} where ${knownAddresses.addressId} = ${addressId}
    and (${knownAddresses.agencyId} is null or ${knownAddresses.agencyId} = ${agencyId})))`

/** An Australian address the agency sees, or undefined. */
export function findVisibleAddress(db: Db, agencyId: number, addressId: number): Promise<Address | undefined> {
  return addressFor(db, agencyId, addressId, visibleCondition(agencyId, addresses.id))
}

/** The address of a record the agency owns (a property request), seen or not. */
export async function addressOfRecord(db: Db, agencyId: number, addressId: number): Promise<Address> {
  const address = await addressFor(db, agencyId, addressId)
  if (!address) throw new Error(`address ${addressId} has no suburb`)
  return address
}

async function addressFor(db: Db, agencyId: number, addressId: number, visible?: SQL): Promise<Address | undefined> {
  const [row] = await db
    .select({ address: addresses, suburb: suburbs })
    .from(addresses)
    .innerJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(and(eq(addresses.id, addressId), visible))
  if (!row) return undefined
  const propertyId = (await propertiesAt(db, agencyId, [addressId])).get(addressId) ?? null
  return addressView(row.address, row.suburb, propertyId)
}

export async function loadVisibleAddress(db: Db, agencyId: number, addressId: number): Promise<Address> {
  const address = await findVisibleAddress(db, agencyId, addressId)
  if (!address) throw notFound(ADDRESS_TEXTS.notFound)
  return address
}

/** An address by the creation token the agency got from POST /v1/address (another agency's token is none). */
export async function addressIdOfToken(db: Db, agencyId: number, token: string): Promise<number | undefined> {
  const [row] = await db
    .select({ addressId: knownAddresses.addressId })
    .from(knownAddresses)
    .where(and(eq(knownAddresses.creationToken, token), eq(knownAddresses.agencyId, agencyId)))
  return row?.addressId
}

const MAX_WORDS = 8
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
type SearchColumn =
  | typeof properties.searchText
  | typeof portfolioProperties.searchText
  | typeof knownAddresses.searchText

/** Every word somewhere in the column (trigram-indexed LIKE, as the portfolio search). */
function allWords(column: SearchColumn, words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`${column} like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  )
}

/** Matches a contains-search takes before ordering them (see below). */
const CANDIDATES = 100

/**
 * GET /v1/address/search: up to ADDRESS_SEARCH_LIMIT addresses with every word of q, the agency's own
 * properties first, then those entered by hand or known to the provider; in each, those starting with q
 * first, in address order. At 50,000 properties no query may order every match (250 ms for "a") nor walk
 * the agency in address order looking for a word found only late in it ("unit 4": 300 ms): those starting
 * with q are a btree range, and the rest are the first CANDIDATES matches however the planner finds them
 * fastest (the trigram index, or a short scan for a common word), ordered afterwards: a few ms each.
 */
export async function searchAddresses(db: Db, agencyId: number, q: string): Promise<AddressSearchResult[]> {
  const text = q.toLowerCase().replace(/\s+/g, ' ').trim()
  const words = text.split(' ').slice(0, MAX_WORDS)
  const limit = ADDRESS_SEARCH_LIMIT
  const sources = [
    { source: 'PROPERTY', table: properties, scope: sql`${properties.agencyId} = ${agencyId}` },
    {
      source: 'PROPERTY',
      table: portfolioProperties,
      scope: sql`${portfolioProperties.agencyId} = ${agencyId} and ${portfolioProperties.propertyId} is null`,
    },
    {
      source: 'KNOWN',
      table: knownAddresses,
      scope: sql`(${knownAddresses.agencyId} is null or ${knownAddresses.agencyId} = ${agencyId})`,
    },
  ] as const
  // search_text >= q and < q + U+FFFF: the btree range of those starting with q (exact in C collations; the
  // LIKE keeps it right in others).
  const startsWith = (column: SearchColumn) =>
    sql`${column} >= ${text} and ${column} < ${`${text}\uffff`} and ${column} like ${`${escapeLike(text)}%`}`
  const queries = sources.flatMap(({ table, scope }) => {
    const where = sql`${scope} and ${allWords(table.searchText, words)}`
    return [
      rowsOf<{ address_id: number }>(
        db,
        sql`select address_id from ${table} where ${where} and ${startsWith(table.searchText)}
          order by search_text limit ${limit}`,
      ),
      rowsOf<{ address_id: number }>(
        db,
        sql`select address_id from (select address_id, search_text from ${table} where ${where} limit ${CANDIDATES}) c
          order by search_text limit ${limit}`,
      ),
    ]
  })
  const results = await Promise.all(queries)
  const chosen = new Map<number, AddressSource>()
  results.forEach((rows, i) => {
    const source = sources[Math.floor(i / 2)]?.source ?? 'KNOWN'
    for (const r of rows) if (!chosen.has(r.address_id) && chosen.size < limit) chosen.set(r.address_id, source)
  })
  const ids = [...chosen.keys()]
  if (ids.length === 0) return []
  const [rows, propertyIds] = await Promise.all([
    db
      .select({ address: addresses, suburb: suburbs })
      .from(addresses)
      .innerJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .where(inArray(addresses.id, ids)),
    propertiesAt(db, agencyId, ids),
  ])
  const byId = new Map(rows.map((r) => [r.address.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const view = addressView(row.address, row.suburb, propertyIds.get(id) ?? null)
    return [{ ...view, source: chosen.get(id) ?? 'KNOWN' }]
  })
}
