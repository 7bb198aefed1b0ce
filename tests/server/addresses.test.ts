import { randomUUID } from 'node:crypto'
import { asc, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, knownAddresses, properties, suburbs } from '../../server/db/schema/index.ts'
import { ADDRESS_TEXTS, type AddressSearchResult } from '../../src/contract/addresses.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { type SignedInApp, signedInApp } from './signed-in-app.ts'
import type { TestApp } from './test-app.ts'

// The address helpers of the property request creator, as Bayside's pm.vic (VIC) and Harbour's master (NSW).
let t: TestApp
let harbour: string
let impersonating: string
let get: SignedInApp['get']
let post: SignedInApp['post']
beforeAll(async () => {
  ;({ t, harbour, impersonating, get, post } = await signedInApp(20))
})
afterAll(() => t.close())

const agencyId = (name: string) => t.summary.agencyIds[name] ?? 0
async function firstProperty(agency: string) {
  const [row] = await t.db
    .select({
      id: properties.id,
      addressId: properties.addressId,
      line1: addresses.line1,
      suburbId: addresses.suburbId,
    })
    .from(properties)
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .where(eq(properties.agencyId, agencyId(agency)))
    .orderBy(asc(properties.id))
    .limit(1)
  if (!row) throw new Error(`no ${agency} property`)
  return row
}
async function suburbIn(stateId: number) {
  const [row] = await t.db.select().from(suburbs).where(eq(suburbs.stateId, stateId)).orderBy(asc(suburbs.id)).limit(1)
  if (!row) throw new Error('no suburb')
  return row
}
const search = async (q: string, cookie?: string) =>
  (await get(`/v1/address/search?q=${encodeURIComponent(q)}`, cookie)).body.data.items as AddressSearchResult[]

describe('GET /v1/address/search', () => {
  it("finds the agency's own property by words of its address, with its property id", async () => {
    const p = await firstProperty('Bayside Rentals')
    const items = await search(p.line1)
    const hit = items.find((i) => i.complianceAddressId === p.addressId)
    expect(hit).toMatchObject({ source: 'PROPERTY', compliancePropertyId: expect.any(Number), line1: p.line1 })
    expect(items.length).toBeLessThanOrEqual(10)
    // Those starting with what was typed come first.
    expect(items[0]?.fullAddress.toLowerCase().startsWith(p.line1.toLowerCase())).toBe(true)
  })

  it("never finds another agency's property address", async () => {
    const p = await firstProperty('Harbour & Co Property')
    expect((await search(p.line1)).some((i) => i.complianceAddressId === p.addressId)).toBe(false)
    expect((await search(p.line1, harbour)).some((i) => i.complianceAddressId === p.addressId)).toBe(true)
  })

  it('finds addresses the provider knows, for every agency', async () => {
    const [known] = await t.db
      .select({ addressId: knownAddresses.addressId, text: knownAddresses.searchText })
      .from(knownAddresses)
      .where(isNull(knownAddresses.agencyId))
      .limit(1)
    const items = await search(known?.text ?? '')
    expect(items.find((i) => i.complianceAddressId === known?.addressId)).toMatchObject({
      source: 'KNOWN',
      compliancePropertyId: null,
    })
  })

  it('refuses a missing, blank or too long q with a field error', async () => {
    for (const q of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`]) {
      const res = await get(`/v1/address/search${q}`)
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.fieldErrors)).toEqual(['q'])
    }
  })

  it('treats LIKE wildcards as text', async () => {
    expect(await search('%_%')).toEqual([])
  })
})

describe('GET /v1/address/parts', () => {
  it('splits a typed address and names the suburb it matches', async () => {
    const suburb = await suburbIn(7)
    const typed = `3/12 Smith St, ${suburb.name.toLowerCase()} vic ${suburb.postcode}`
    const res = await get(`/v1/address/parts?address=${encodeURIComponent(typed)}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      line1: '3/12 Smith St',
      state: 'VIC',
      postcode: suburb.postcode,
      suburbMatch: { id: suburb.id, name: suburb.name, postcode: suburb.postcode, state: 'VIC' },
    })
  })

  it('answers null parts it cannot find, and no match for an unknown suburb', async () => {
    const res = await get(`/v1/address/parts?address=${encodeURIComponent('12 Smith St Nowhereville')}`)
    expect(res.body.data).toEqual({
      line1: '12 Smith St',
      suburb: 'Nowhereville',
      state: null,
      postcode: null,
      suburbMatch: null,
    })
  })

  it('refuses a missing address', async () => {
    const res = await get('/v1/address/parts')
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({ address: [ADDRESS_TEXTS.addressRequired] })
  })
})

describe('POST /v1/address and GET /v1/address/{id}', () => {
  it('creates an address by hand: a creation token, and the address the agency then finds', async () => {
    const suburb = await suburbIn(7)
    const res = await post('/v1/address', { line1: '  77 Quokka Lane ', line2: '', suburbId: suburb.id })
    expect(res.status).toBe(201)
    expect(res.body.data.creationToken).toEqual(expect.any(String))
    expect(res.body.data.address).toMatchObject({
      line1: '77 Quokka Lane',
      line2: null,
      suburb: { id: suburb.id, state: 'VIC' },
      fullAddress: `77 Quokka Lane, ${suburb.name} VIC ${suburb.postcode}`,
      compliancePropertyId: null,
    })
    const id = res.body.data.address.complianceAddressId
    expect((await get(`/v1/address/${id}`)).body.data.line1).toBe('77 Quokka Lane')
    expect((await search('quokka lane')).map((i) => i.complianceAddressId)).toContain(id)
    // Only the agency that entered it sees it.
    expect((await get(`/v1/address/${id}`, harbour)).status).toBe(404)
    expect((await search('quokka lane', harbour)).map((i) => i.complianceAddressId)).not.toContain(id)
  })

  it("says the spec's texts for a missing line 1 and suburb", async () => {
    const res = await post('/v1/address', { line1: ' ', suburbId: 0 })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({ line1: ['Address line 1 is required'], suburbId: ['Suburb is required'] })
    const empty = await post('/v1/address', {})
    expect(empty.body.fieldErrors).toEqual({
      line1: ['Address line 1 is required'],
      suburbId: ['Suburb is required'],
    })
  })

  it('refuses a suburb that is not one of the suburbs', async () => {
    const res = await post('/v1/address', { line1: '1 A St', suburbId: 99_999_999 })
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({ suburbId: [ADDRESS_TEXTS.suburbNotFound] })
  })

  it('is refused while impersonating', async () => {
    const suburb = await suburbIn(7)
    const res = await post('/v1/address', { line1: '1 A St', suburbId: suburb.id }, impersonating)
    expect(res.status).toBe(403)
    expect(res.body.error).toBe(IMPERSONATION_REFUSAL)
  })

  it('creates one address for a repeat with the same Idempotency-Key', async () => {
    const suburb = await suburbIn(7)
    const body = { line1: '5 Repeat Rd', suburbId: suburb.id }
    const headers = { 'Idempotency-Key': `address-${randomUUID()}` }
    const first = await post('/v1/address', body, undefined, headers)
    const again = await post('/v1/address', body, undefined, headers)
    expect(again.body.data.creationToken).toBe(first.body.data.creationToken)
    const [n] = await t.db.select({ n: count() }).from(addresses).where(eq(addresses.line1, '5 Repeat Rd'))
    expect(n?.n).toBe(1)
  })

  it("reads the agency's property address, and 404s another agency's and ids that name nothing", async () => {
    const own = await firstProperty('Bayside Rentals')
    const res = await get(`/v1/address/${own.addressId}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ complianceAddressId: own.addressId, compliancePropertyId: own.id })
    const other = await firstProperty('Harbour & Co Property')
    for (const id of [other.addressId, 'abc', '0', '99999999999']) {
      const missing = await get(`/v1/address/${id}`)
      expect(missing.status).toBe(404)
      expect(missing.body.error).toBe(ADDRESS_TEXTS.notFound)
    }
  })
})
