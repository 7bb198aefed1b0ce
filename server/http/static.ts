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
  // Read once: it changes only with a new build, which restarts the server.
  const indexHtml = readFileSync(indexPath, 'utf8')

  // Set on the way out: serveStatic builds its response before any hook of its could add headers.
  app.use('*', async (c, next) => {
    await next()
    if (c.res.ok) c.res.headers.set('Cache-Control', cachePolicy(c.req.path))
  })
  app.use('*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.' }))
  app.get('*', async (c) => {
    // A missing asset is a 404, not the shell: a stale chunk must fail loudly, not parse HTML as JS.
    if (path.extname(c.req.path)) return c.text('Not found', 404)
    return c.html(process.env.NODE_ENV === 'production' ? indexHtml : await readFile(indexPath, 'utf8'))
  })
  return app
}
