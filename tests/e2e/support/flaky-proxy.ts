import net from 'node:net'

/**
 * A TCP proxy between the browser and the server, for what route-level aborts cannot do (they act inside the
 * browser, so the server never sees the request): reset a connection half-way through a request body, add
 * latency, hold requests, or be "down" (connections refused at once) while the browser itself stays online.
 */
type Hold = { match: RegExp; release: Promise<void> }

export class FlakyProxy {
  private server = net.createServer((client) => this.connect(client))
  private sockets = new Set<net.Socket>()
  private resets: { match: RegExp; afterBytes: number }[] = []
  private holds: Hold[] = []
  port = 0
  /** Added before each chunk is passed on, both ways. */
  latencyMs = 0
  down = false
  /** The request lines that reached the server, in the order they did ("POST /v1/…"). */
  readonly requests: string[] = []
  /** Each request's Idempotency-Key header (null without one), in the order of `requests`. */
  readonly idempotencyKeys: (string | null)[] = []
  /** The request lines that reached the proxy, held ones included, as they arrived. */
  readonly arrived: string[] = []

  constructor(private readonly targetPort: number) {}

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    this.port = (this.server.address() as net.AddressInfo).port
    return this
  }

  get url() {
    return `http://localhost:${this.port}`
  }

  /** The next request whose first line matches is cut (both sockets destroyed) once this much of it has passed. */
  resetOnce(match: RegExp, afterBytes: number) {
    this.resets.push({ match, afterBytes })
  }

  /** Matching requests wait here, unsent, until `release` is called. */
  hold(match: RegExp): () => void {
    let release = () => {}
    const hold = { match, release: new Promise<void>((resolve) => (release = resolve)) }
    this.holds.push(hold)
    return () => {
      this.holds = this.holds.filter((h) => h !== hold)
      release()
    }
  }

  /** Down: every open connection is cut and new ones are closed at once (the server "is not reachable"). */
  setDown(down: boolean) {
    this.down = down
    if (down) for (const socket of this.sockets) socket.destroy()
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private connect(client: net.Socket) {
    if (this.down) return client.destroy()
    const upstream = net.connect(this.targetPort, '127.0.0.1')
    this.sockets.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      this.sockets.delete(client)
      this.sockets.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    // A graceful close stays graceful (the server's idle keep-alive timeout), so a client sees a FIN, not a reset.
    upstream.on('end', () => client.end())
    client.on('end', () => upstream.end())
    let cut: { afterBytes: number; seen: number } | null = null
    // Chunks go on strictly in order, each after the latency and any hold of its request.
    let chain = Promise.resolve()
    client.on('data', (chunk: Buffer) => {
      const head = chunk.subarray(0, 4096).toString('latin1')
      const line = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(head)
      let held: Promise<void> | undefined
      if (line) {
        const request = `${line[1]} ${line[2]}`
        this.arrived.push(request)
        const key = /\r\nidempotency-key: *([^\r\n]+)/i.exec(head.split('\r\n\r\n')[0] ?? '')?.[1] ?? null
        const reset = this.resets.find((r) => r.match.test(request))
        if (reset) this.resets = this.resets.filter((r) => r !== reset)
        cut = reset ? { afterBytes: reset.afterBytes, seen: 0 } : null
        held = this.holds.find((h) => h.match.test(request))?.release
        chain = chain
          .then(() => held)
          .then(() => {
            this.requests.push(request)
            this.idempotencyKeys.push(key)
          })
      }
      chain = chain.then(async () => {
        if (this.latencyMs) await new Promise((resolve) => setTimeout(resolve, this.latencyMs))
        if (upstream.destroyed) return
        if (cut) {
          const room = cut.afterBytes - cut.seen
          cut.seen += chunk.length
          if (chunk.length >= room) {
            upstream.write(chunk.subarray(0, Math.max(0, room)))
            // Half a body, then the line drops: the server sees a reset mid-upload.
            setTimeout(drop, 50)
            return
          }
        }
        upstream.write(chunk)
      })
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!this.latencyMs) return void client.write(chunk)
      setTimeout(() => client.destroyed || client.write(chunk), this.latencyMs)
    })
  }
}
