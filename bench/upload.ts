import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { openAsBlob, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAX_UPLOAD_BYTES } from '../src/contract/documents.ts'
import { defer, tempDir } from './lib/cleanup.ts'
import { signIn } from './lib/sign-in.ts'
import { fixed, printTable } from './lib/table.ts'
import type { ChildRequest, Copied, Peak, Ready } from './lib/upload-server-child.ts'

type Flags = { runs?: number }
type Sample = {
  ms: number
  status: number
  clientCpuMs: number
  rssGrowthMb: number
  cpuMs: number
  peakSource: string
}

const childModule = fileURLToPath(new URL('./lib/upload-server-child.ts', import.meta.url))
const MB = 1024 * 1024

/** The server in a child process (its memory is then the server's alone), with a typed request/reply. */
async function startServerChild() {
  const child = fork(childModule, {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const stop = defer(() => {
    if (child.exitCode === null) child.kill()
  })
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(message as T)
      }
      const onExit = (code: number | null) => reject(new Error(`upload server exited with code ${code}`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const ready = await next<Ready>('ready')
  const ask = <T>(request: ChildRequest, reply: string) => {
    const answer = next<T>(reply)
    child.send(request)
    return answer
  }
  return { ready, ask, stop }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

/**
 * Uploading a 20 MB file (issue 8): the server's peak memory growth and the time of one upload, beside
 * streaming the same bytes from one file to another on the same disk in the same server process, in one
 * run. A buffering server (Hono's parseBody, then one write) is measured too, to show what streaming saves.
 */
export async function uploadBenchmark(flags: Flags = {}): Promise<void> {
  const runs = flags.runs ?? 5
  process.stdout.write(`\n(d) Uploading a 20 MB file: ${runs} measured runs each after one warm-up\n`)
  process.stdout.write(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  )

  const scratch = tempDir('acp-bench-upload-src-')
  // Incompressible bytes behind a PDF header: what sniffing wants, and no shortcut for any layer.
  const file = path.join(scratch.dir, 'report.pdf')
  const head = Buffer.from('%PDF-1.7\n')
  writeFileSync(file, Buffer.concat([head, randomBytes(MAX_UPLOAD_BYTES - head.length)]))
  const tooLarge = path.join(scratch.dir, 'too-large.pdf')
  writeFileSync(tooLarge, Buffer.concat([head, randomBytes(MAX_UPLOAD_BYTES + 1 - head.length)]))

  const server = await startServerChild()
  process.stdout.write(`server: ${server.ready.appUrl} (${server.ready.database})\n`)
  const cookie = await signIn(server.ready.appUrl, {
    username: 'pm.vic',
    password: 'demo1234',
    stateCode: 'VIC',
    agencyId: server.ready.agencyId,
  })
  const portfolio = await fetch(`${server.ready.appUrl}/v1/portfolio?page-size=1`, { headers: { Cookie: cookie } })
  const propertyId: number = (await portfolio.json()).data.items[0].compliancePropertyId
  const documentsUrl = `${server.ready.appUrl}/v1/property/${propertyId}/documents`

  async function measured(act: () => Promise<{ ms: number; status: number }>): Promise<Sample> {
    await server.ask({ type: 'mark' }, 'marked')
    const cpu = process.cpuUsage()
    const { ms, status } = await act()
    const used = process.cpuUsage(cpu)
    const peak = await server.ask<Peak>({ type: 'peak' }, 'peak')
    return { ms, status, clientCpuMs: (used.user + used.system) / 1000, ...peak }
  }
  async function upload(url: string, source: string, withCookie: boolean) {
    const form = new FormData()
    form.append('attributes', JSON.stringify({ documentType: 'SERVICE_REPORT', services: [{ code: 'SMOKE' }] }))
    form.append('file', await openAsBlob(source, { type: 'application/pdf' }), 'report.pdf')
    const started = performance.now()
    const res = await fetch(url, {
      method: 'POST',
      headers: { Origin: server.ready.appUrl, ...(withCookie ? { Cookie: cookie } : {}) },
      body: form,
    })
    await res.arrayBuffer()
    return { ms: performance.now() - started, status: res.status }
  }
  const copy = async () => ({ ms: (await server.ask<Copied>({ type: 'copy', from: file }, 'copied')).ms, status: 0 })

  const rows: [string, () => Promise<{ ms: number; status: number }>, number][] = [
    ['copy 20 MB on disk, streamed (baseline)', copy, 0],
    ['POST documents, 20 MB (streamed to the store)', () => upload(documentsUrl, file, true), 201],
    ['POST documents, 20 MB + 1 byte (refused)', () => upload(documentsUrl, tooLarge, true), 413],
    ['buffering server: parseBody + write (contrast)', () => upload(server.ready.bufferedUrl, file, false), 201],
  ]
  const results: { name: string; samples: Sample[] }[] = []
  for (const [name, act, expected] of rows) {
    await measured(act) // warm-up: JIT, first file-store directory, connection
    const samples: Sample[] = []
    for (let i = 0; i < runs; i++) samples.push(await measured(act))
    const wrong = samples.find((s) => s.status !== expected)
    if (wrong) throw new Error(`${name}: answered ${wrong.status}, expected ${expected}`)
    results.push({ name, samples })
  }

  const baselineMs = median(results[0]?.samples.map((s) => s.ms) ?? [])
  printTable(
    [
      { title: 'operation' },
      { title: 'status', align: 'right' },
      { title: 'median ms', align: 'right' },
      { title: 'max ms', align: 'right' },
      { title: 'MB/s', align: 'right' },
      { title: 'time vs copy', align: 'right' },
      { title: 'server CPU ms', align: 'right' },
      { title: 'client CPU ms', align: 'right' },
      { title: 'peak RSS growth MB', align: 'right' },
    ],
    results.map(({ name, samples }) => {
      const ms = median(samples.map((s) => s.ms))
      return [
        name,
        samples[0]?.status ? String(samples[0].status) : '',
        fixed(ms),
        fixed(Math.max(...samples.map((s) => s.ms))),
        fixed(MAX_UPLOAD_BYTES / MB / (ms / 1000)),
        `${fixed(ms / baselineMs, 2)}×`,
        fixed(median(samples.map((s) => s.cpuMs))),
        fixed(median(samples.map((s) => s.clientCpuMs))),
        fixed(Math.max(...samples.map((s) => s.rssGrowthMb))),
      ]
    }),
  )
  process.stdout.write(
    `peak RSS from ${results[0]?.samples[0]?.peakSource ?? '?'}; growth = peak during the operation minus the ` +
      'resident size just before it (after a GC), the largest of the runs; server CPU is the median of the\n' +
      "server process's user + system time during the operation (the client is another process).\n",
  )
  await server.ask({ type: 'close' }, 'never').catch(() => {})
  await server.stop()
  await scratch.remove()
}
