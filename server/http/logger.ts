import type { MiddlewareHandler } from 'hono'
import { type DestinationStream, pino } from 'pino'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export type Logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => void
  info: (msg: string, fields?: Record<string, unknown>) => void
  warn: (msg: string, fields?: Record<string, unknown>) => void
  error: (msg: string, fields?: Record<string, unknown>) => void
}

/** Keys whose values never reach a log line, wherever they sit in the fields. */
const SECRET_PATHS = ['cookie', 'authorization', 'token', 'password', 'secret', 'smtpUrl', 'headers', 'body']
const REDACT = [...SECRET_PATHS, ...SECRET_PATHS.map((key) => `*.${key}`)]

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi
/** Email addresses are personal data: a log line keeps the domain (useful for mail problems) and hides the rest. */
export const maskEmails = (text: string) => text.replace(EMAIL, (address) => `***@${address.split('@')[1]}`)

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmails(value)
  if (depth > 4 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]))
}

/**
 * JSON lines through pino: time, level by name, msg, then the fields, with request ids from requestLog.
 * Cookies, tokens, passwords, headers and bodies are redacted by key; email addresses are masked in every
 * string. `write` replaces stdout (tests read the lines).
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination: DestinationStream | undefined = write ? { write } : undefined
  const base = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (fields) => scrub(fields) as Record<string, unknown> },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  )
  const at =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields?: Record<string, unknown>): void =>
      base[method](fields ?? {}, maskEmails(msg))
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

/** Logs each request once it is answered, with the request id that the client also sees. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const status = c.res.status
    const fields = {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    if (status >= 500) logger.error('request', fields)
    else logger.info('request', fields)
  }
}
