/// <reference lib="WebWorker" />
// The outbox in the worker (issue 7 item 7): writes the page marks with X-Outbox-Item go to the network;
// when it fails they are answered 202 "queued" and a Workbox background sync is registered. The sync event
// (and, where the browser lacks Background Sync, each worker start) replays the outbox table the page shares.
import { Queue } from 'workbox-background-sync'
import { registerRoute } from 'workbox-routing'
import { replayOutbox } from '../src/offline/outbox/replay.ts'
import { OUTBOX_ITEM_HEADER, OUTBOX_QUEUE_NAME, OUTBOX_QUEUED_HEADER } from '../src/offline/outbox/request.ts'

// The queue's own store stays empty: the outbox table holds the requests, so the page can list, retry and
// discard them. Workbox gives the sync registration, the event and the fallback on worker start.
const queue = new Queue(OUTBOX_QUEUE_NAME, {
  onSync: async () => {
    // Thrown so that the browser tries the sync again later (offline, or a server error backed off);
    // a 401 waits for a sign-in instead.
    const result = await replayOutbox()
    if (result === 'unreachable' || result === 'waiting') throw new Error(`Outbox replay: ${result}`)
  },
})

const queuedAnswer = () =>
  new Response(JSON.stringify({ success: true, data: { queued: true }, error: null }), {
    status: 202,
    headers: { 'Content-Type': 'application/json', [OUTBOX_QUEUED_HEADER]: '1' },
  })

const isOutboxWrite = ({ request }: { request: Request }) => request.headers.has(OUTBOX_ITEM_HEADER)

for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    isOutboxWrite,
    async ({ request }) => {
      try {
        return await fetch(request)
      } catch {
        await queue.registerSync()
        return queuedAnswer()
      }
    },
    method,
  )
}
