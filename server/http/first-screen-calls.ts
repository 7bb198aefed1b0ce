import type { Context, Handler } from 'hono'
import { VALIDATION_ERROR_MESSAGE } from '../../src/contract/envelope.ts'
import type { AppEnv } from '../deps.ts'
import { mapLimit } from '../lib/map-limit.ts'
import { fail, ok } from './envelope.ts'

/*
 * The first calls of a first visit in one request (issue 16 goals 1 and 5: "batch a screen's queries").
 *
 * A signed-in first screen needs six to eleven small calls (the session, the licence check, the screen's data).
 * Preloaded one by one beside the scripts, over HTTP/1.1's six connections per origin, they took the connections
 * the scripts needed: on a slow phone the framework's download started a round trip late, and each answer of
 * about a hundred bytes came with a kilobyte of headers. The HTML now names them in one preload of this route,
 * which answers each through the app itself, as if the browser had asked for it: the same cookie, so the same
 * session checks, agency scoping and answers, nothing a client could not get by asking one call at a time.
 */

export const FIRST_SCREEN_CALLS_PATH = '/v1/first-screen'
/** More than any first screen names (the property's overview: eleven). */
export const MAX_FIRST_SCREEN_CALLS = 16
/**
 * Calls of one batch answered at once, fewer than a browser sends at once (six): eleven together would hold most
 * of a process's database connections (PG_POOL_MAX, 10) for one visitor.
 */
const AT_ONCE = 4

/** A GET of this API by its path and query: no other origin, no fragment, no dot segment, not this route itself. */
const API_CALL = /^\/v[12]\/(?!first-screen(?:[/?]|$))[\w\-.~%/]+(?:\?[\w\-.~%&=+]*)?$/
const DOT_SEGMENT = /\/\.{1,2}(?:[/?]|$)|%2e/i
const isApiCall = (call: string) => API_CALL.test(call) && !DOT_SEGMENT.test(call)

export const CALLS_MESSAGE = `Name 1 to ${MAX_FIRST_SCREEN_CALLS} calls of this API, each by its path (/v1/…).`

/** One call's answer as the app would have received it: its status and its body, as text (JSON). */
export type FirstScreenAnswer = { call: string; status: number; body: string }

/** The address of the batch for `calls`, in their order: what the HTML preloads and the app fetches. */
export function firstScreenCallsUrl(calls: string[]): string {
  return `${FIRST_SCREEN_CALLS_PATH}?${calls.map((call) => `call=${encodeURIComponent(call)}`).join('&')}`
}

/** The route; `dispatch` answers a request through the whole app (its middleware included). */
export function firstScreenCalls(
  dispatch: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>,
): Handler<AppEnv> {
  return async (c) => {
    const calls = new URL(c.req.url).searchParams.getAll('call')
    if (calls.length === 0 || calls.length > MAX_FIRST_SCREEN_CALLS || !calls.every(isApiCall)) {
      return fail(c, 400, VALIDATION_ERROR_MESSAGE, { call: [CALLS_MESSAGE] })
    }
    // As the browser asks: its cookie and headers, but plain JSON (each answer is embedded, then compressed once).
    const headers = new Headers(c.req.raw.headers)
    headers.delete('accept-encoding')
    headers.set('accept', 'application/json')
    const answers = await mapLimit(calls, AT_ONCE, async (call) => {
      const response = await dispatch(new Request(new URL(call, c.req.url), { headers }), c)
      return { call, status: response.status, body: await response.text(), cookies: response.headers.getSetCookie() }
    })
    // A call may renew the session's cookie: the browser receives it as it would have from that call.
    for (const cookie of new Set(answers.flatMap((a) => a.cookies))) c.header('set-cookie', cookie, { append: true })
    return ok(c, { answers: answers.map(({ call, status, body }): FirstScreenAnswer => ({ call, status, body })) })
  }
}
