import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defer } from './cleanup.ts'

export type LoadOptions = {
  connections: number
  /** Seconds of measured load. */
  duration: number
  /** Seconds of unmeasured load first (JIT, pools, caches); default 1. */
  warmup?: number
  headers?: Record<string, string>
}

export type LoadResult = {
  /** Responses per second over the measured run. */
  rps: number
  /** Latency percentiles in milliseconds, over every response of the measured run. */
  p50: number
  p95: number
  p99: number
  /** Responses whose status was not 2xx. */
  non2xx: number
  /** Connection errors and timeouts (requests with no response at all). */
  errors: number
  /** Responses received. */
  total: number
  seconds: number
}

export type LoadRequest = Required<Omit<LoadOptions, 'headers'>> & { url: string; headers: Record<string, string> }
type Reply = { ok: true; result: LoadResult } | { ok: false; error: string }

const childModule = fileURLToPath(new URL('./http-load-child.ts', import.meta.url))

/**
 * Puts `url` under load with autocannon and measures throughput and exact latency percentiles.
 * The load generator runs in a child process (inheriting tsx's loader from this one), so it does not
 * share an event loop with a server running in this process.
 */
export function measure(url: string, options: LoadOptions): Promise<LoadResult> {
  const request: LoadRequest = {
    url,
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup ?? 1,
    headers: options.headers ?? {},
  }
  return new Promise((resolve, reject) => {
    const child = fork(childModule, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    const stop = defer(() => {
      if (child.exitCode === null) child.kill()
    })
    let replied = false
    child.once('message', (reply: Reply) => {
      replied = true
      if (reply.ok) resolve(reply.result)
      else reject(new Error(`Load generator for ${url} failed: ${reply.error}`))
    })
    child.once('error', (error) => {
      void stop()
      reject(error)
    })
    child.once('exit', (code) => {
      void stop()
      if (!replied) reject(new Error(`Load generator for ${url} exited with code ${code} before answering`))
    })
    child.send(request)
  })
}
