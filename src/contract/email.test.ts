import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  EMAIL_TEXTS,
  EmailMessageBodySchema,
  emailImageIds,
  emailMessageLength,
  emailPlainText,
  emailSendingGate,
  fromEmailOptions,
  sendOccupantNotificationBodySchema,
  withDefaultRecipient,
} from './email.ts'

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    out[path] = [...(out[path] ?? []), issue.message]
  }
  return out
}
const emails = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`)
const base = { fromEmail: 'me@agency.com.au', toAddresses: ['t@example.com'], propertyId: 1 }
const image = '0b6f8d9e-3c1a-4e5b-9f7d-2a1b3c4d5e6f'

describe('email form body (property-operations §5 "Email form", §9)', () => {
  it('needs a From, one to five To addresses and at most five CC', () => {
    expect(errorsOf(EmailMessageBodySchema, { ...base, fromEmail: '' })).toEqual({
      fromEmail: ['A "From" email is required'],
    })
    expect(errorsOf(EmailMessageBodySchema, { toAddresses: ['t@example.com'], propertyId: 1 })).toEqual({
      fromEmail: ['A "From" email is required'],
    })
    expect(errorsOf(EmailMessageBodySchema, { ...base, toAddresses: [] })).toEqual({
      toAddresses: ['At least one email is required'],
    })
    expect(errorsOf(EmailMessageBodySchema, { ...base, toAddresses: emails(6) })).toEqual({
      toAddresses: ['A maximum of 5 To emails are allowed'],
    })
    expect(errorsOf(EmailMessageBodySchema, { ...base, ccAddresses: emails(6) })).toEqual({
      ccAddresses: ['A maximum of 5 CC emails are allowed'],
    })
    expect(errorsOf(EmailMessageBodySchema, { ...base, toAddresses: ['nope'] })).toEqual({
      'toAddresses.0': ['Please enter a valid email address'],
    })
  })

  it('names the addresses that are in both To and CC', () => {
    expect(
      errorsOf(EmailMessageBodySchema, { ...base, toAddresses: ['a@x.com', 'B@x.com'], ccAddresses: ['b@x.com'] }),
    ).toEqual({ ccAddresses: ['One or more email addresses are already included in the "To" section (b@x.com)'] })
  })

  it('counts the message as plain text: 499 characters pass, 500 do not, whatever the HTML around them', () => {
    const html = `<p><strong>${'a'.repeat(400)}</strong></p><ul><li>${'b'.repeat(99)}</li></ul>`
    // The line break between paragraph and list counts as a character, as it does in the text the reader gets.
    expect(emailMessageLength(html)).toBe(500)
    const exactly = `<p><strong>${'a'.repeat(499)}</strong></p>`
    expect(errorsOf(EmailMessageBodySchema, { ...base, message: exactly })).toEqual({})
    expect(errorsOf(EmailMessageBodySchema, { ...base, message: `<p>${'a'.repeat(500)}</p>` })).toEqual({
      message: ['Message should be 500 characters or less'],
    })
    expect(emailPlainText('<p>Tom &amp; Jerry&nbsp;&lt;3</p><p>Line<br>two</p>')).toBe('Tom & Jerry <3\nLine\ntwo')
  })

  it('finds the uploaded images of a message, absolute or relative, once each', () => {
    const html = `<img src="/v1/misc/image/${image}"><img src='https://x.au/v1/misc/image/${image}'><img src="https://evil/a.png">`
    expect(emailImageIds(html)).toEqual([image])
  })

  it('takes the access issue solution to resolve with the email', () => {
    const schema = sendOccupantNotificationBodySchema('2026-11-24')
    expect(v.parse(schema, base).resolveAccessIssue).toBeNull()
    expect(
      v.parse(schema, { ...base, resolveAccessIssue: { solutionLabel: 'EMAIL_OCCUPANT' } }).resolveAccessIssue,
    ).toEqual({ solutionLabel: 'EMAIL_OCCUPANT', notes: null, date: null })
    expect(errorsOf(schema, { ...base, resolveAccessIssue: { solutionLabel: 'X', date: '2026-11-01' } })).toEqual({
      'resolveAccessIssue.date': ['Resolved date cannot be in the past'],
    })
  })
})

describe('sending-domain gate and From choices (§6)', () => {
  const domains = [
    {
      domain: 'agency.com.au',
      setup_url: 'https://mail.agency.com.au/setup',
      email_accounts: ['rentals@agency.com.au'],
    },
  ]
  it('is disabled without domains, not set up for another domain, enabled on one', () => {
    expect(emailSendingGate('me@agency.com.au', [])).toEqual({ status: 'disabled' })
    expect(emailSendingGate('me@elsewhere.com', domains)).toEqual({
      status: 'notSetup',
      setupLinks: [{ domain: 'agency.com.au', url: 'https://mail.agency.com.au/setup' }],
    })
    expect(emailSendingGate('Me@Agency.com.au', domains)).toEqual({ status: 'enabled' })
    expect(fromEmailOptions('Me@Agency.com.au', domains)).toEqual(['me@agency.com.au', 'rentals@agency.com.au'])
    expect(fromEmailOptions('me@elsewhere.com', domains)).toEqual([])
  })

  it('adds the default recipient to CC only when absent', () => {
    expect(withDefaultRecipient([], ['a@x.com'], 'Me@x.com')).toEqual(['me@x.com'])
    expect(withDefaultRecipient(['me@x.com'], [], 'me@x.com')).toEqual(['me@x.com'])
    expect(withDefaultRecipient([], ['me@x.com'], 'me@x.com')).toEqual([])
  })

  it('has the texts of the spec', () => {
    expect(EMAIL_TEXTS.counter(12)).toBe('12 / 499 characters')
    expect(EMAIL_TEXTS.imageTooLarge).toBe('File is too large. The maximum is 2MB.')
  })
})
