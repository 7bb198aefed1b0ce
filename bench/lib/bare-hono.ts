import { Hono } from 'hono'
import { type Listening, listen } from './listen.ts'

/** The floor: Hono on @hono/node-server answering a constant envelope, no middleware, no database. */
export function startBareHono(): Promise<Listening> {
  const app = new Hono().get('/', (c) => c.json({ success: true, data: { ok: true }, error: null }))
  return listen(app.fetch)
}
