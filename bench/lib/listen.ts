import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { defer } from './cleanup.ts'

type Fetch = (request: Request) => Response | Promise<Response>

export type Listening = { url: string; close: () => Promise<void> }

/** Serves a fetch handler (a Hono app) with @hono/node-server on an ephemeral port of 127.0.0.1. */
export async function listen(fetch: Fetch): Promise<Listening> {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server: started, port: info.port }),
    )
    started.once('error', reject)
  })
  const close = defer(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Drop idle keep-alive sockets so close does not wait for clients that never hang up.
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  )
  return { url: `http://127.0.0.1:${port}`, close }
}
