import { readFile, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { defer } from './cleanup.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

/** Answers a request instead of the file system when it returns a response body (e.g. an API stub). */
export type Stub = (pathname: string) => { status: number; type: string; body: string } | undefined

export type StaticServer = { url: string; close: () => Promise<void> }

async function fileAt(root: string, pathname: string): Promise<string | undefined> {
  try {
    const file = path.join(root, path.normalize(decodeURIComponent(pathname)))
    if (!file.startsWith(root + path.sep)) return undefined
    return (await stat(file)).isFile() ? file : undefined
  } catch {
    return undefined
  }
}

/**
 * A tiny uncompressed static server for a built app: files as they are on disk, index.html for any unknown
 * path (as a single-page app's server does), and optional stubbed answers.
 */
export async function serveStatic(dir: string, stub?: Stub): Promise<StaticServer> {
  const root = path.resolve(dir)
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    const stubbed = stub?.(pathname)
    if (stubbed) {
      res.writeHead(stubbed.status, { 'content-type': stubbed.type, 'cache-control': 'no-store' })
      res.end(stubbed.body)
      return
    }
    const file = (await fileAt(root, pathname)) ?? path.join(root, 'index.html')
    try {
      const body = await readFile(file)
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream'
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const close = defer(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
  return { url: `http://127.0.0.1:${port}`, close }
}
