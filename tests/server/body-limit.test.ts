import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../../server/db/schema/index.ts'
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from '../../server/http/body-limit.ts'
import { attributes, form, PDF_BYTES } from './documents-helpers.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/** What the 2024 probe sent: a 50 MB body, to an endpoint that needs no session. */
const HUGE = 50 * 1024 * 1024
const CHUNK = 64 * 1024

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 4 })
})
afterAll(() => t.close())

/** A body of `bytes` made as it is read, with no Content-Length (chunked); `pulled` is how much was read. */
function streamed(bytes: number, fill = 0x20) {
  const counter = { pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= bytes) return controller.close()
      counter.pulled += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(fill))
    },
  })
  return { body, counter }
}

const post = (path: string, body: BodyInit, type: string, cookie?: string) =>
  t.request(path, {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': type, ...(cookie ? { Cookie: cookie } : {}) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

/** A property of pm.vic's agency, to upload to. */
async function baysideProperty() {
  const [row] = await t.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agencyId, t.summary.agencyIds['Bayside Rentals'] ?? 0))
  return row
}

describe('request bodies have a size limit', () => {
  it('refuses a 50 MB JSON body to the login with 413 in the envelope, having read little of it', async () => {
    const { body, counter } = streamed(HUGE)
    const res = await post('/v1/auth/login', body, 'application/json')
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ success: false, data: null, error: BODY_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' })
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * CHUNK)
  })

  it('refuses an oversized form body too (the sign-in stand-in)', async () => {
    const { body, counter } = streamed(HUGE, 0x61)
    const res = await post('/standin/vic/sign-in', body, 'application/x-www-form-urlencoded')
    expect(res.status).toBe(413)
    expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 4 * CHUNK)
  })

  it('still reads a body under the limit', async () => {
    const res = await post(
      '/v1/auth/login',
      JSON.stringify({ authToken: 'x'.repeat(MAX_BODY_BYTES / 2) }),
      'application/json',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.authToken).toBeDefined()
  })

  it('leaves uploads to their own 20 MB limit: a 2 MB document is stored', async () => {
    const cookie = await t.signIn('pm.vic', 'VIC')
    const row = await baysideProperty()
    const bytes = new Uint8Array(2 * MAX_BODY_BYTES).fill(0x20)
    bytes.set(PDF_BYTES)
    const res = await t.request(`/v1/property/${row?.id}/documents`, {
      method: 'POST',
      headers: { Origin: 'http://localhost', Cookie: cookie },
      body: form([
        attributes({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] }),
        { name: 'file', file: bytes, filename: 'big.pdf', type: 'application/pdf' },
      ]),
    })
    expect(res.status).toBe(201)
  })

  it('keeps the limit for a body to an upload path that is not multipart, even with an Idempotency-Key', async () => {
    const cookie = await t.signIn('pm.vic', 'VIC')
    const row = await baysideProperty()
    for (const path of [`/v1/property/${row?.id}/documents`, '/v1/reported-findings/temporary-document']) {
      const { body, counter } = streamed(HUGE)
      const res = await t.request(path, {
        method: 'POST',
        headers: {
          Origin: 'http://localhost',
          Cookie: cookie,
          'Content-Type': 'application/json',
          'Idempotency-Key': `not-multipart-${counter.pulled}-${path.length}`,
        },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(res.status, path).toBe(413)
      expect(counter.pulled, path).toBeLessThan(MAX_BODY_BYTES + 4 * CHUNK)
    }
  })

  it('over HTTP, answers a declared Content-Length over the limit before the body is sent', async () => {
    const server = await new Promise<{ port: number; close: () => void }>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve({ port: info.port, close: () => started.close() }),
      )
    })
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request({
          host: '127.0.0.1',
          port: server.port,
          path: '/v1/auth/login',
          method: 'POST',
          headers: {
            Origin: `http://127.0.0.1:${server.port}`,
            'Content-Type': 'application/json',
            'Content-Length': HUGE,
          },
        })
        req.on('response', (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
          req.destroy()
        })
        req.on('error', reject)
        // Without a limit the server waits for the 50 MB that never come.
        setTimeout(() => {
          resolve(0)
          req.destroy()
        }, 5000)
        req.write('{"authToken":"') // the rest is never sent: only the headers can have been judged
      })
      expect(status).toBe(413)
    } finally {
      server.close()
    }
  })
})
