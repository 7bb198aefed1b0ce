/*
 * The answers of a first visit's first calls, fetched in one request (server/http/first-screen-calls.ts) that the
 * HTML already started as a preload. A call of the app whose address is among them takes its answer from there,
 * once, instead of going to the network: the screen's first calls cost one request, not six to eleven.
 */

const BATCH = 'link[rel="preload"][as="fetch"][href^="/v1/first-screen?"]'
/**
 * How long after the app first asks the answers stay good. They are the first screen's: its calls come within
 * moments of each other; a call much later (a screen opened afterwards) must see fresh data.
 */
const FRESH_MS = 5_000

type Answer = { call: string; status: number; body: string }
type Batch = { calls: Set<string>; answers: Promise<Map<string, Answer>>; until: number }

let batch: Batch | null | undefined

function startBatch(): Batch | null {
  const href = typeof document === 'undefined' ? null : document.querySelector(BATCH)?.getAttribute('href')
  if (!href) return null
  const calls = new Set(new URL(href, window.location.origin).searchParams.getAll('call'))
  // The same address and credentials as the preload, so the browser hands over the answer it is fetching.
  const answers = fetch(href, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((json: { data?: { answers?: Answer[] } } | undefined) => {
      return new Map((json?.data?.answers ?? []).map((answer) => [answer.call, answer]))
    })
    .catch(() => new Map<string, Answer>())
  return { calls, answers, until: Date.now() + FRESH_MS }
}

/**
 * The first-visit answer for a GET of `url` (path and query, as the HTML named it), as the network would have
 * given it; undefined when there is none (then the caller fetches). Each is given once.
 */
export function takeFirstScreenAnswer(url: string): Promise<Response | undefined> | undefined {
  if (batch === undefined) batch = startBatch()
  if (!batch?.calls.has(url) || Date.now() > batch.until) return undefined
  batch.calls.delete(url)
  return batch.answers.then((answers) => {
    const answer = answers.get(url)
    if (!answer) return undefined
    const body = answer.status === 204 ? null : answer.body
    return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json' } })
  })
}

/** For tests: forget the page's batch, so the next call looks for one again. */
export function resetFirstScreenAnswers(): void {
  batch = undefined
}
