import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { byField } from './field-errors.ts'

describe('byField', () => {
  it('groups schema issues under their top-level field', () => {
    const schema = v.object({ to: v.array(v.pipe(v.string(), v.email('Bad email'))), message: v.string('Required') })
    const result = v.safeParse(schema, { to: ['a@b.co', 'nope'], message: 1 })
    expect(result.success).toBe(false)
    if (!result.success) expect(byField(result.issues)).toEqual({ to: ['Bad email'], message: ['Required'] })
  })
  it('keeps the server’s field errors, folding nested paths', () => {
    expect(byField({ 'toAddresses.2': ['Bad'], ccAddresses: ['Too many'] })).toEqual({
      toAddresses: ['Bad'],
      ccAddresses: ['Too many'],
    })
  })
})
