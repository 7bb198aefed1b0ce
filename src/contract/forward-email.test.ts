import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ForwardInvoiceSchema, ForwardQuoteSchema, isValidEmail } from './forward-email.ts'

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

describe('forward invoice and quote bodies (property-operations §5 Email form, §9)', () => {
  it('needs one To address, at most five, each valid', () => {
    expect(errorsOf(ForwardInvoiceSchema, {})).toEqual({ toAddresses: ['At least one email is required'] })
    expect(errorsOf(ForwardInvoiceSchema, { toAddresses: [] })).toEqual({
      toAddresses: ['At least one email is required'],
    })
    expect(errorsOf(ForwardInvoiceSchema, { toAddresses: emails(6) })).toEqual({
      toAddresses: ['A maximum of 5 To emails are allowed'],
    })
    expect(errorsOf(ForwardInvoiceSchema, { toAddresses: ['x@y.co', 'nope'] })).toEqual({
      'toAddresses.1': ['Please enter a valid email address'],
    })
    expect(v.parse(ForwardInvoiceSchema, { toAddresses: emails(5) }).toAddresses).toHaveLength(5)
  })

  it('allows at most five CC addresses, none already in To (compared without case)', () => {
    expect(errorsOf(ForwardInvoiceSchema, { toAddresses: ['a@b.co'], ccAddresses: emails(6) })).toEqual({
      ccAddresses: ['A maximum of 5 CC emails are allowed'],
    })
    expect(errorsOf(ForwardInvoiceSchema, { toAddresses: ['a@b.co'], ccAddresses: ['A@B.co', 'c@d.co'] })).toEqual({
      ccAddresses: ['One or more email addresses are already included in the "To" section (a@b.co)'],
    })
  })

  it('keeps the message under 500 characters', () => {
    const at = (n: number) => errorsOf(ForwardInvoiceSchema, { toAddresses: ['a@b.co'], message: 'm'.repeat(n) })
    expect(at(499)).toEqual({})
    expect(at(500)).toEqual({ message: ['Message should be 500 characters or less'] })
  })

  it('normalises addresses and lets a quote forward subscribe', () => {
    expect(v.parse(ForwardQuoteSchema, { toAddresses: [' Owner@Example.COM ', 'owner@example.com'] })).toEqual({
      toAddresses: ['owner@example.com'],
      ccAddresses: [],
      message: '',
      subscribeToNotifications: false,
    })
    expect(errorsOf(ForwardQuoteSchema, { toAddresses: ['a@b.co'], subscribeToNotifications: 'yes' })).toEqual({
      subscribeToNotifications: ['Must be true or false'],
    })
    expect(isValidEmail('someone@example.com')).toBe(true)
    expect(isValidEmail('someone@')).toBe(false)
  })
})
