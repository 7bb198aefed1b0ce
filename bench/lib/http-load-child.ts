// Runs autocannon in its own process (see http-load.ts): asked over IPC, answers over IPC, then exits.
import autocannon, { type Options, type Result } from 'autocannon'
import type { LoadRequest, LoadResult } from './http-load.ts'
import { summarize } from './percentiles.ts'

function run(options: Options, onLatency?: (statusCode: number, ms: number) => void): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    if (onLatency) instance.on('response', (_client, statusCode, _bytes, ms) => onLatency(statusCode, ms))
  })
}

async function measure(request: LoadRequest): Promise<LoadResult> {
  const options: Options = {
    url: request.url,
    connections: request.connections,
    headers: request.headers,
    timeout: 10,
  }
  if (request.warmup > 0) await run({ ...options, duration: request.warmup })
  const latencies: number[] = []
  let non2xx = 0
  const result = await run({ ...options, duration: request.duration }, (statusCode, ms) => {
    latencies.push(ms)
    if (statusCode < 200 || statusCode > 299) non2xx++
  })
  const { p50, p95, p99, count } = summarize(latencies)
  return {
    rps: count / result.duration,
    p50,
    p95,
    p99,
    non2xx,
    errors: result.errors,
    total: count,
    seconds: result.duration,
  }
}

process.once('message', (message: LoadRequest) => {
  measure(message).then(
    (result) => process.send?.({ ok: true, result }, () => process.exit(0)),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }, () => process.exit(1)),
  )
})
