import { parseWithValibot } from '@conform-to/valibot'
import { describe, expect, it } from 'vitest'
import { NOTES_EMPTY, NOTES_REQUIRED, RequestResolveFormSchema } from '../../../contract/access-issues.ts'
import { NOTES_TOO_LONG } from '../../../contract/tenancy.ts'

// The dialog's form as Conform reads it: the messages the user sees under "Notes".
function errorsFor(resolveReason: string) {
  const data = new FormData()
  data.set('resolveReason', resolveReason)
  const result = parseWithValibot(data, { schema: RequestResolveFormSchema })
  return result.status === 'success' ? null : result.error?.resolveReason
}

describe('request resolve form', () => {
  it('requires notes', () => expect(errorsFor('')).toEqual([NOTES_REQUIRED]))
  it('refuses notes of only spaces', () => expect(errorsFor('   \n ')).toEqual([NOTES_EMPTY]))
  it('keeps notes under 500 characters', () => {
    expect(NOTES_TOO_LONG).toBe('Message should be 500 characters or less')
    expect(errorsFor('x'.repeat(500))).toEqual([NOTES_TOO_LONG])
    expect(errorsFor('x'.repeat(499))).toBeNull()
  })
  it('sends the notes trimmed', () => {
    const data = new FormData()
    data.set('resolveReason', '  Tenant called back  ')
    const result = parseWithValibot(data, { schema: RequestResolveFormSchema })
    expect(result.status === 'success' && result.value).toEqual({ resolveReason: 'Tenant called back' })
  })
})
