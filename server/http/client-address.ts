import { BlockList, isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The proxies (load balancers) whose X-Forwarded-For is believed: "10.0.0.0/8, 192.168.1.7, fd00::/8".
 * Anyone else can write any X-Forwarded-For, so from them the header is ignored.
 */
export function parseTrustedProxies(list: string | undefined): BlockList | undefined {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return undefined
  const blocks = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (!isIP(address) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`)
    if (bits === undefined) blocks.addAddress(address, family)
    else blocks.addSubnet(address, Number(bits), family)
  }
  return blocks
}

const isTrusted = (trusted: BlockList, address: string) => {
  const family = isIP(address)
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The caller's address for rate limiting. Behind trusted proxies it is the nearest address in X-Forwarded-For
 * that is not one of them (read right to left: the left part is whatever the client claimed). Requests made
 * in-process (tests) have no socket.
 */
export function clientAddress(c: Context, trusted?: BlockList): string {
  let peer: string
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    peer = 'in-process'
  }
  if (!trusted || !isTrusted(trusted, peer)) return peer
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!isTrusted(trusted, hop)) return isIP(hop) ? hop : peer
  }
  return hops[0] ?? peer
}
