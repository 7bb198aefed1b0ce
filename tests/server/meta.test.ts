import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelopeSchema } from '../../src/contract/envelope.ts'
import {
  CancellationReasonListSchema,
  DocumentServiceListSchema,
  DocumentTypeListSchema,
  SuburbListSchema,
} from '../../src/contract/meta.ts'
import { ComplianceSystemListSchema } from '../../src/contract/states.ts'
import { createTestApp, type TestApp } from './test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function getData<S extends v.GenericSchema>(path: string, schema: S) {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  const body = v.parse(envelopeSchema(schema), await res.json())
  if (!body.success) throw new Error(String(body.error))
  return body.data as v.InferOutput<S>
}

describe('GET /v1/auth/systems', () => {
  it('lists the eight states with the spec ids and VIC as the default', async () => {
    const data = await getData('/v1/auth/systems', ComplianceSystemListSchema)
    expect(data.items.map((s) => [s.code, s.id])).toEqual([
      ['ACT', 1],
      ['NSW', 2],
      ['NT', 3],
      ['QLD', 4],
      ['SA', 5],
      ['TAS', 6],
      ['VIC', 7],
      ['WA', 8],
    ])
    expect(data.items.filter((s) => s.isDefault).map((s) => s.code)).toEqual(['VIC'])
    expect(data.total).toBe(8)
    expect(data.items.every((s) => s.loginUrl.length > 0)).toBe(true)
  })
})

describe('GET /v1/meta/suburbs', () => {
  it('finds suburbs by name prefix, best match first', async () => {
    const data = await getData('/v1/meta/suburbs?q=rich', SuburbListSchema)
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items[0]?.name.toLowerCase().startsWith('rich')).toBe(true)
  })

  it('tolerates a typo through trigram similarity', async () => {
    const data = await getData('/v1/meta/suburbs?q=Parramata', SuburbListSchema)
    expect(data.items.map((s) => s.name)).toContain('Parramatta')
  })

  it('finds suburbs by postcode prefix with their state', async () => {
    const data = await getData('/v1/meta/suburbs?q=3000', SuburbListSchema)
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((s) => s.postcode.startsWith('3000') && s.state === 'VIC')).toBe(true)
  })

  it('treats LIKE wildcards in the query as text', async () => {
    const data = await getData('/v1/meta/suburbs?q=%25%25', SuburbListSchema)
    expect(data.items).toEqual([])
    expect(data.total).toBe(0)
  })

  it.each([
    ['/v1/meta/suburbs', 'Search text is required'],
    ['/v1/meta/suburbs?q=', 'Search text is required'],
    ['/v1/meta/suburbs?q=%20%20', 'Search text is required'],
    [`/v1/meta/suburbs?q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['/v1/meta/suburbs?q=a&q=b', 'Search text must be given once'],
  ])('answers 400 with field errors for %s', async (path, message) => {
    const res = await t.request(path)
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body).toMatchObject({ success: false, data: null, error: 'Validation error' })
    expect(body.fieldErrors.q).toContain(message)
  })
})

describe('catalogue endpoints', () => {
  it('lists the property document types', async () => {
    const data = await getData('/v1/meta/property-document-types', DocumentTypeListSchema)
    const codes = data.items.map((d) => d.code)
    expect(codes).toEqual(expect.arrayContaining(['SERVICE_REPORT', 'THIRD_PARTY_RESOLUTION']))
    expect(data.total).toBe(data.items.length)
  })

  it('lists the document services with OTHER last, smoke first with id order', async () => {
    const data = await getData('/v1/meta/property-document-services', DocumentServiceListSchema)
    const codes = data.items.map((s) => s.code)
    expect(codes.slice(0, 3)).toEqual(['SMOKE', 'GAS', 'ELECTRICAL'])
    expect(codes.at(-1)).toBe('OTHER')
  })

  it('lists cancellation reasons as groups with children', async () => {
    const data = await getData('/v1/meta/cancellation-reasons', CancellationReasonListSchema)
    expect(data.items.length).toBeGreaterThan(0)
    for (const group of data.items) expect(group.children.length).toBeGreaterThan(0)
  })
})
