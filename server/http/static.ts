import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from '../deps.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The shell and the service worker must always be fetched fresh, or an update never reaches users.
const NEVER_CACHE = 'no-store'
const NEVER_CACHED_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

/** The encodings the build wrote beside each text file (scripts/vite-precompress.ts), best first. */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name?.trim() === encoding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))
  })
}

function cachePolicy(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE
  if (NEVER_CACHED_FILES.has(requestPath) || !path.extname(requestPath)) return NEVER_CACHE
  return 'public, max-age=3600'
}

/** Serves the built app: hashed assets cached for a year, the shell never, app routes fall back to index.html. */
export function staticRoutes(staticDir: string) {
  const app = new Hono<AppEnv>()
  const indexPath = path.join(staticDir, 'index.html')
  if (!existsSync(indexPath)) {
    return app.get('*', (c) => c.text('The app is not built. Run `npm run build`, then start the server again.', 503))
  }
  // Read once: it changes only with a new build, which restarts the server. Its compressed copies too.
  const indexHtml = readFileSync(indexPath, 'utf8')
  const indexCompressed = PRECOMPRESSED.flatMap(([encoding, suffix]) =>
    existsSync(indexPath + suffix) ? [{ encoding, body: readFileSync(indexPath + suffix) }] : [],
  )

  // Set on the way out: serveStatic builds its response before any hook of its could add headers.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', cachePolicy(c.req.path))
  })
  // precompressed: a file's .br or .gz copy from the build, as the request accepts (Vary: Accept-Encoding);
  // the app's compression middleware leaves an answer that already has a Content-Encoding alone.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.', precompressed: true }))
  app.get('*', async (c) => {
    // A missing asset is a 404, not the shell: a stale chunk must fail loudly, not parse HTML as JS.
    if (path.extname(c.req.path)) return c.text('Not found', 404)
    if (process.env.NODE_ENV !== 'production') return c.html(await readFile(indexPath, 'utf8'))
    c.header('Vary', 'Accept-Encoding', { append: true })
    const compressed = indexCompressed.find(({ encoding }) => accepts(c.req.header('Accept-Encoding'), encoding))
    if (!compressed) return c.html(indexHtml)
    c.header('Content-Encoding', compressed.encoding)
    c.header('Content-Type', 'text/html; charset=UTF-8')
    return c.body(new Uint8Array(compressed.body))
  })
  return app
}
