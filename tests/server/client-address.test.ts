import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies } from '../../server/http/client-address.ts'

// Over a real socket from 127.0.0.1: the peer is the "proxy" whose X-Forwarded-For is believed or not.
let trusted = parseTrustedProxies(undefined)
let server: ReturnType<typeof serve>
let base = ''
beforeAll(async () => {
  const app = new Hono().get('/who', (c) => c.text(clientAddress(c, trusted)))
  await new Promise<void>((listening) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

const who = async (forwardedFor?: string) =>
  (await fetch(`${base}/who`, { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} })).text()

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: anyone can write it', async () => {
    trusted = parseTrustedProxies(undefined)
    expect(await who('203.0.113.9')).toBe('127.0.0.1')
  })

  it('believes a trusted proxy, reading right to left past the trusted hops', async () => {
    trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(await who('203.0.113.9')).toBe('203.0.113.9')
    // The client claimed 198.51.100.1; the first hop outside the proxies is what the load balancer saw.
    expect(await who('198.51.100.1, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9')
    expect(await who()).toBe('127.0.0.1')
  })

  it('does not believe a peer outside the trusted list', async () => {
    trusted = parseTrustedProxies('10.0.0.0/8')
    expect(await who('203.0.113.9')).toBe('127.0.0.1')
  })

  it('refuses a malformed TRUSTED_PROXIES entry with the entry named', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.local')).toThrow(
      '"proxy.local" is not an address or CIDR range',
    )
  })
})
