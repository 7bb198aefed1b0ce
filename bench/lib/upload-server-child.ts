// The server side of bench/upload.ts, in its own process so that its memory is the server's alone.
// Started by fork (with --expose-gc); answers IPC requests until told to close.
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Hono } from 'hono'
import { createApp } from '../../server/app.ts'
import { openDatabase } from '../../server/db/client.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'
import { readConfig } from '../../server/env.ts'
import { createLogger } from '../../server/http/logger.ts'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import { cleanupAll, defer, tempDir } from './cleanup.ts'
import { listen } from './listen.ts'

export type ChildRequest = { type: 'mark' } | { type: 'peak' } | { type: 'copy'; from: string } | { type: 'close' }
export type Ready = { type: 'ready'; appUrl: string; bufferedUrl: string; agencyId: number; database: string }
export type Peak = { type: 'peak'; rssGrowthMb: number; cpuMs: number; peakSource: 'VmHWM' | 'sampled' }
export type Copied = { type: 'copied'; ms: number }
export type Marked = { type: 'marked' }

const MB = 1024 * 1024

/** Peak resident memory since the last reset, from the kernel (Linux): exact, no sampling gaps. */
function highWaterMark(): number | null {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    return kb ? Number(kb) * 1024 : null
  } catch {
    return null
  }
}
function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5')
    return true
  } catch {
    return false
  }
}

let baseline = { rss: 0, cpu: process.cpuUsage(), kernelPeak: false }
let peakRss = 0
let sampler: NodeJS.Timeout | undefined

function mark() {
  globalThis.gc?.()
  globalThis.gc?.()
  const kernelPeak = resetHighWaterMark() && highWaterMark() !== null
  baseline = { rss: process.memoryUsage.rss(), cpu: process.cpuUsage(), kernelPeak }
  peakRss = baseline.rss
  // Without the kernel's figure, sample: 2 ms apart, and an upload yields to the loop between chunks.
  if (!kernelPeak) sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 2)
}

function peak(): Peak {
  clearInterval(sampler)
  const cpu = process.cpuUsage(baseline.cpu)
  const kernel = baseline.kernelPeak ? highWaterMark() : null
  const rss = kernel ?? peakRss
  return {
    type: 'peak',
    rssGrowthMb: (rss - baseline.rss) / MB,
    // The server's own work (user + system), which other processes on a busy machine do not inflate.
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakSource: kernel !== null ? 'VmHWM' : 'sampled',
  }
}

/** The real app (all middleware) on a small seeded PGlite database, with the sign-in stand-in on. */
async function startApp() {
  const data = tempDir('acp-bench-upload-data-')
  const database = await openDatabase({ dataDir: data.dir })
  defer(() => database.close())
  await migrate(database)
  const fileStore = new LocalFileStore(path.join(data.dir, 'files'))
  const summary = await seed(database, { fileStore, propertiesPerAgency: 5 })
  const env = { NODE_ENV: 'production', SIGN_IN_STANDIN: '1', DATA_DIR: data.dir } as const
  const config = { ...readConfig(env), staticDir: undefined }
  const server = await listen(createApp({ db: database.db, config, logger: createLogger('silent'), fileStore }).fetch)
  return { url: server.url, summary, database: `embedded PGlite in ${data.dir}` }
}

const app = await startApp()
const scratch = tempDir('acp-bench-upload-')

/** What a server that buffers the body would do: Hono's parseBody, then one write. For contrast only. */
const buffered = new Hono().post('/upload', async (c) => {
  const body = await c.req.parseBody()
  const file = body.file
  if (!(file instanceof File)) return c.json({ success: false }, 400)
  await writeFile(path.join(scratch.dir, 'buffered.bin'), Buffer.from(await file.arrayBuffer()))
  return c.json({ success: true, data: { size: file.size } }, 201)
})
const bufferedServer = await listen(buffered.fetch)

const send = (message: Ready | Marked | Peak | Copied) => process.send?.(message)
process.on('message', async (request: ChildRequest) => {
  if (request.type === 'mark') {
    mark()
    send({ type: 'marked' })
  }
  if (request.type === 'peak') send(peak())
  if (request.type === 'copy') {
    const started = performance.now()
    await pipeline(createReadStream(request.from), createWriteStream(path.join(scratch.dir, 'copy.bin')))
    send({ type: 'copied', ms: performance.now() - started })
  }
  if (request.type === 'close') {
    await cleanupAll()
    process.exit(0)
  }
})
process.on('disconnect', () => void cleanupAll().finally(() => process.exit(0)))

send({
  type: 'ready',
  appUrl: app.url,
  bufferedUrl: `${bufferedServer.url}/upload`,
  agencyId: app.summary.agencyIds['Bayside Rentals'] ?? 0,
  database: app.database,
})
