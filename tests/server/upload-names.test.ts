import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../server/db/schema/index.ts'
import { UPLOAD_NAME_MAX } from '../../src/contract/upload-name.ts'
import { attributes, form, pdf } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** What the probe sent: a 10,000-character file name, which came back as 21 kB of response headers. */
const LONG_NAME = `${'a'.repeat(10_000)}.pdf`
/** A proxy's default header buffer is 4 to 8 kB; a served file's headers must stay well inside it. */
const HEADERS_BUDGET = 2048

let t: TestApp
let vic: string
let propertyId: number
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
  vic = await t.signIn('pm.vic', 'VIC')
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0))
  propertyId = row?.id ?? 0
})
afterAll(() => t.close())

const upload = async (path: string, parts: Parameters<typeof form>[0]) => {
  const res = await t.request(path, {
    method: 'POST',
    headers: { Origin: 'http://localhost', Cookie: vic },
    body: form(parts),
  })
  return { status: res.status, body: await res.json() }
}
const document = (name: string) =>
  upload(`/v1/property/${propertyId}/documents`, [
    attributes({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] }),
    pdf(name),
  ])
const headerBytes = (res: Response) => [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0)

describe('upload file names', () => {
  it('keeps at most 200 characters of a document name, with its extension, and serves it in small headers', async () => {
    const res = await document(LONG_NAME)
    expect(res.status).toBe(201)
    expect(res.body.data.name).toHaveLength(UPLOAD_NAME_MAX)
    expect(res.body.data.name.endsWith('.pdf')).toBe(true)
    const served = await t.request(new URL(res.body.data.url, 'http://localhost').pathname, {
      headers: { Cookie: vic },
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toContain('.pdf')
    expect(headerBytes(served)).toBeLessThan(HEADERS_BUDGET)
  })

  it('drops NUL and control characters from a name instead of failing', async () => {
    const res = await document('smoke\u0000 report\u0007.pdf')
    expect(res.status).toBe(201)
    expect(res.body.data.name).toBe('smoke report.pdf')
  })

  it('limits the names of reported-finding attachments too', async () => {
    const res = await upload('/v1/reported-findings/temporary-document', [pdf(LONG_NAME)])
    expect(res.status).toBe(201)
    expect(res.body.data.name).toHaveLength(UPLOAD_NAME_MAX)
    expect(res.body.data.name.endsWith('.pdf')).toBe(true)
  })
})
