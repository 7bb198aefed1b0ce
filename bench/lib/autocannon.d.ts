// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export type Options = {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    pipelining?: number
    /** Seconds. */
    timeout?: number
    headers?: Record<string, string>
  }

  export type Result = {
    /** Seconds the run took. */
    duration: number
    totalCompletedRequests: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
    on(event: 'reqError', listener: (error: Error) => void): this
    stop(): void
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance
}
