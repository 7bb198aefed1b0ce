import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { createLogger } from '../../server/http/logger.ts'
import { createMetrics } from '../../server/http/metrics.ts'
import { createTestApp, type TestApp } from './test-app.ts'

const TOKEN = 'metrics-token-0123456789'
let t: TestApp
let app: ReturnType<typeof createApp>
let vic: string
beforeAll(async () => {
  t = await createTestApp({ propertiesPerAgency: 3 })
  vic = await t.signIn('pm.vic', 'VIC')
  const metrics = createMetrics(t.db, TOKEN)
  app = createApp({ db: t.db, config: t.config, logger: createLogger('silent'), fileStore: t.fileStore, metrics })
})
afterAll(() => t.close())

const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers })
const scrape = async () => (await get('/metrics', { Authorization: `Bearer ${TOKEN}` })).text()

describe('GET /metrics', () => {
  it('refuses a scrape without the bearer token, or with another', async () => {
    expect((await get('/metrics')).status).toBe(401)
    expect((await get('/metrics', { Authorization: 'Bearer nope' })).status).toBe(401)
  })

  it('counts requests by route pattern, method and status — never by raw path', async () => {
    await get('/v1/auth/systems')
    await get('/v1/auth/systems')
    await get('/v1/property/123456', { Cookie: vic })
    await get('/v1/no-such-thing')
    const text = await scrape()
    expect(text).toContain('http_requests_total{method="GET",route="/v1/auth/systems",status="200"} 2')
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/v1\/property\/:[A-Za-z]+",status="404"\} 1/)
    expect(text).not.toContain('123456"')
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v1/auth/systems"}')
  })

  it('reports the job queue by queue and state, and the process (Prometheus text format)', async () => {
    const res = await get('/metrics', { Authorization: `Bearer ${TOKEN}` })
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(text).toContain('# TYPE job_queue_jobs gauge')
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('is not there at all without METRICS_TOKEN', async () => {
    expect((await t.call('/metrics')).status).toBe(404)
  })
})
