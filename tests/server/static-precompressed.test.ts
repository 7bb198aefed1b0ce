import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticRoutes } from '../../server/http/static.ts'

// The build writes .br and .gz copies beside each text file (scripts/vite-precompress.ts); the server sends them.
const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
const HTML = `<!doctype html><head><title>App</title></head>${'<!-- padding -->'.repeat(100)}`
let dir: string
let app: ReturnType<typeof staticRoutes>
const nodeEnv = process.env.NODE_ENV

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'acp-static-'))
  mkdirSync(path.join(dir, 'assets'))
  for (const [file, text] of [
    ['assets/app-abc123.js', JS],
    ['index.html', HTML],
  ] as const) {
    writeFileSync(path.join(dir, file), text)
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text))
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text))
  }
  process.env.NODE_ENV = 'production'
  app = staticRoutes(dir, async () => ({
    visitor: 'signed-out' as const,
    dashboardManager: null,
    problemRegister: false,
  }))
})
afterAll(() => {
  process.env.NODE_ENV = nodeEnv
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })

describe('precompressed static files', () => {
  it('sends the brotli copy of a hashed asset to a browser, immutable, varying by Accept-Encoding', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toContain('Accept-Encoding')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('Content-Type')).toMatch(/javascript/)
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(JS)
  })

  it('sends the gzip copy when brotli is not accepted, and the file itself when neither is', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip')
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JS)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(JS)
  })

  it('sends the shell of an app route compressed too, never cached', async () => {
    const br = await get('/portfolio', 'gzip, br')
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toContain('Accept-Encoding')
    expect(br.headers.get('Cache-Control')).toBe('no-store')
    const shell = brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()
    expect(shell).toContain('<title>App</title>')
    const refused = await get('/portfolio', 'br;q=0, gzip')
    expect(refused.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await refused.arrayBuffer())).toString()).toBe(shell)
    expect(await (await get('/portfolio', 'identity')).text()).toBe(shell)
  })
})
