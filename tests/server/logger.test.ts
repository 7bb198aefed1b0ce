import { describe, expect, it } from 'vitest'
import { createLogger } from '../../server/http/logger.ts'

const capture = (level: Parameters<typeof createLogger>[0]) => {
  const lines: string[] = []
  const logger = createLogger(level, (line) => lines.push(line))
  return { logger, entries: () => lines.map((line) => JSON.parse(line)) }
}

describe('server logs', () => {
  it('writes one JSON line per entry: ISO time, the level by name, msg, then the fields', () => {
    const { logger, entries } = capture('info')
    logger.info('request', { reqId: 'r-1', status: 200 })
    const [entry] = entries()
    expect(entry).toMatchObject({ level: 'info', msg: 'request', reqId: 'r-1', status: 200 })
    expect(new Date(entry.time).toISOString()).toBe(entry.time)
  })

  it('leaves out entries below its level, and everything when silent', () => {
    const info = capture('info')
    info.logger.debug('details')
    info.logger.warn('careful')
    expect(info.entries().map((e) => e.msg)).toEqual(['careful'])
    const silent = capture('silent')
    silent.logger.error('boom')
    expect(silent.entries()).toEqual([])
  })

  it('never writes cookies, tokens, passwords or secrets, however deep', () => {
    const { logger, entries } = capture('info')
    logger.warn('sign-in', {
      cookie: 'acp_session=abc',
      user: { token: 't0k3n', password: 'demo1234' },
      smtpUrl: 'smtps://u:p@h',
    })
    const line = JSON.stringify(entries()[0])
    for (const secret of ['acp_session=abc', 't0k3n', 'demo1234', 'smtps://u:p@h']) expect(line).not.toContain(secret)
    expect(entries()[0]).toMatchObject({ cookie: '[redacted]', user: { token: '[redacted]' } })
  })

  it('masks email addresses in the message and in every field, keeping the domain', () => {
    const { logger, entries } = capture('info')
    logger.error('delivery to jo.tenant@example.com failed', {
      to: ['ann@agency.com.au'],
      reason: 'mailbox bob@x.org full',
    })
    expect(entries()[0]).toMatchObject({
      msg: 'delivery to ***@example.com failed',
      to: ['***@agency.com.au'],
      reason: 'mailbox ***@x.org full',
    })
  })
})
