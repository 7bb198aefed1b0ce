import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'

/**
 * Numbers are read as Australian unless they start with an international prefix. The 'min' metadata
 * validates by each country's lengths and leading digits, which is enough to tell a real number from a typo
 * at a fraction of 'max''s bundle size.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'AU'

function parseValid(text: string, defaultCountry?: CountryCode): PhoneNumber | null {
  // extract: false: the whole input must be the number, not text that merely contains one.
  const parsed = parsePhoneNumberFromString(text, { defaultCountry, extract: false })
  return parsed?.isValid() ? parsed : null
}

function parsePhone(raw: string): PhoneNumber | null {
  const text = raw.trim()
  if (text === '') return null
  const parsed = parseValid(text, DEFAULT_PHONE_COUNTRY)
  if (parsed || !text.startsWith('00')) return parsed
  // With Australia as the default country only its own exit code (0011) is understood; '00 44 …' is how most
  // of the world writes '+44 …'.
  return parseValid(`+${text.slice(2)}`)
}

/** Any way of writing a valid Australian or international number → E.164 ('0412 345 678' → '+61412345678'). */
export function normalisePhoneNumber(raw: string): string | null {
  return parsePhone(raw)?.number ?? null
}

/** For display: Australian numbers as Australians write them ('0412 345 678'), others with their country code. */
export function formatPhoneNumber(e164: string): string {
  const parsed = parsePhone(e164)
  if (!parsed) return e164
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational()
}
