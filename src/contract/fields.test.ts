import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { idParamSchema, idSchema, isStorableText, MAX_ID, TEXT_INVALID, textSchema } from './fields.ts'

/** The messages a field would show (the server lists each message once). */
const messagesOf = (schema: v.GenericSchema, input: unknown) => [
  ...new Set(v.safeParse(schema, input).issues?.map((i) => i.message)),
]

describe('textSchema', () => {
  it('refuses NUL and unpaired surrogates, with its message', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800']) {
      expect(messagesOf(textSchema(), bad)).toEqual([TEXT_INVALID])
    }
  })

  it('takes any other text, emoji (paired surrogates) included', () => {
    for (const good of ['', 'Ava Chen', 'Rapport d’été', '🏠 Key under mat', 'tab\tand\nnewline']) {
      expect(v.parse(textSchema(), good)).toBe(good)
    }
  })

  it('agrees with what UTF-8 can carry, for any string (fast-check)', { timeout: 20_000 }, () => {
    const encoder = new TextEncoder()
    const decoder = new TextDecoder()
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const roundTrips = decoder.decode(encoder.encode(text)) === text
        return isStorableText(text) === (roundTrips && !text.includes('\u0000'))
      }),
      { numRuns: 100 },
    )
  })
})

describe('idSchema and idParamSchema', () => {
  it('take 1 to MAX_ID, as numbers and as URL text', () => {
    expect(v.parse(idSchema('x'), MAX_ID)).toBe(MAX_ID)
    expect(v.parse(idParamSchema('x'), String(MAX_ID))).toBe(MAX_ID)
    expect(v.parse(idParamSchema('x'), '1')).toBe(1)
  })

  it('refuse what PostgreSQL cannot hold or what is no whole number, with the field message only', () => {
    for (const bad of [0, -1, 0.5, MAX_ID + 1, 1e300, Number.MAX_SAFE_INTEGER, '1', null]) {
      expect(messagesOf(idSchema('Bad id'), bad)).toEqual(['Bad id'])
    }
    for (const bad of ['0', '-1', '1e300', '2147483648', '99999999999', '0x10', ' 1', '']) {
      expect(messagesOf(idParamSchema('Bad id'), bad)).toEqual(['Bad id'])
    }
    expect(messagesOf(idParamSchema('Bad id'), '\u0000')).toEqual([TEXT_INVALID, 'Bad id'])
  })

  it('take a lower bound where the server adds to the number', () => {
    expect(messagesOf(idSchema('Bad version', MAX_ID - 1), MAX_ID)).toEqual(['Bad version'])
  })
})
