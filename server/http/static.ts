import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import type { AppEnv } from '../deps.ts'
import { bootShell, type FirstVisit, firstScreen, preloadLinks } from './first-screen.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// The shell and the service worker must always be fetched fresh, or an update never reaches users.
const NEVER_CACHE = 'no-store'
const NEVER_CACHED_FILES = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

function cachePolicy(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return IMMUTABLE
  if (NEVER_CACHED_FILES.has(requestPath) || !path.extname(requestPath)) return NEVER_CACHE
  return 'public, max-age=3600'
}

/** The files of each chunk a first screen may preload, as the build wrote them (scripts/vite-route-preloads.ts). */
function readChunkFiles(staticDir: string): Record<string, string[]> {
  const file = path.join(staticDir, 'route-preloads.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {}
}

/**
 * Serves the built app: hashed assets cached for a year, the shell never, app routes fall back to index.html, which
 * names what the first screen at that address needs (first-screen.ts) for the visitor `visitOf` finds.
 */
export function staticRoutes(staticDir: string, visitOf: (c: Context<AppEnv>) => Promise<FirstVisit>) {
  const app = new Hono<AppEnv>()
  const indexPath = path.join(staticDir, 'index.html')
  if (!existsSync(indexPath)) {
    return app.get('*', (c) => c.text('The app is not built. Run `npm run build`, then start the server again.', 503))
  }
  // Read once: it changes only with a new build, which restarts the server.
  const indexHtml = readFileSync(indexPath, 'utf8')
  const chunkFiles = readChunkFiles(staticDir)

  // Set on the way out: serveStatic builds its response before any hook of its could add headers.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', cachePolicy(c.req.path))
  })
  // An app route (no extension; '/' included, which serveStatic would answer with the bare index.html).
  app.get('*', async (c, next) => {
    if (path.extname(c.req.path)) return next()
    const html = process.env.NODE_ENV === 'production' ? indexHtml : await readFile(indexPath, 'utf8')
    const url = new URL(c.req.url)
    const { visitor, ...details } = await visitOf(c)
    const links = preloadLinks(firstScreen(url.pathname, url.search, visitor, details), chunkFiles)
    const page = html
      .replace('</head>', `${links}</head>`)
      .replace('<div id="root">', `${bootShell(visitor)}<div id="root">`)
    return sendHtml(c, page)
  })
  // precompressed: a file's .br or .gz copy from the build, as the request accepts (Vary: Accept-Encoding);
  // the app's compression middleware leaves an answer that already has a Content-Encoding alone.
  app.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.', precompressed: true }))
  // A missing asset is a 404, not the shell: a stale chunk must fail loudly, not parse HTML as JS.
  app.get('*', (c) => c.text('Not found', 404))
  return app
}

function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    return name?.trim() === encoding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p))
  })
}

/**
 * The shell differs by address and visitor, so it is compressed per answer: a couple of KB, well under a
 * millisecond at these settings.
 */
function sendHtml(c: Context<AppEnv>, html: string) {
  c.header('Vary', 'Accept-Encoding', { append: true })
  const acceptEncoding = c.req.header('Accept-Encoding')
  const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null
  if (!encoding) return c.html(html)
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 })
  c.header('Content-Encoding', encoding)
  c.header('Content-Type', 'text/html; charset=UTF-8')
  return c.body(new Uint8Array(body))
}
