import { describe, expect, it } from 'vitest'
import { formatPhoneNumber } from './phone.ts'
import { formatCommonPhoneNumber } from './phone-display.tsx'

const digits = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => String((seed * 7919 + i * 104729) % 10)).join('')

describe('formatCommonPhoneNumber', () => {
  it('writes every common Australian shape exactly as libphonenumber does', () => {
    let compared = 0
    for (let seed = 0; seed < 400; seed++) {
      for (const e164 of [
        `+614${digits(8, seed)}`,
        `+61${'2378'[seed % 4]}${digits(8, seed)}`,
        `+611${seed % 2 ? '300' : '800'}${digits(6, seed)}`,
      ]) {
        const full = formatPhoneNumber(e164)
        // Invalid numbers never reach a screen (bodies are checked); compare where the library knows the number.
        if (full === e164) continue
        expect(formatCommonPhoneNumber(e164)).toBe(full)
        compared += 1
      }
    }
    expect(compared).toBeGreaterThan(800)
  })

  it('leaves other numbers to the library', () => {
    expect(formatCommonPhoneNumber('+441234567890')).toBeNull()
    expect(formatCommonPhoneNumber('+61131234')).toBeNull()
    expect(formatCommonPhoneNumber('0412345678')).toBeNull()
  })

  it('examples', () => {
    expect(formatCommonPhoneNumber('+61412345678')).toBe('0412 345 678')
    expect(formatCommonPhoneNumber('+61298765432')).toBe('(02) 9876 5432')
    expect(formatCommonPhoneNumber('+611300123456')).toBe('1300 123 456')
  })
})

describe('PhoneNumberText', () => {
  it('shows a common number at once and another once the library has loaded', async () => {
    const { render, screen, cleanup } = await import('@testing-library/react')
    const { PhoneNumberText } = await import('./phone-display.tsx')
    render(
      <p>
        <PhoneNumberText number="+61412345678" /> / <PhoneNumberText number="+441234567890" />
      </p>,
    )
    expect(screen.getByText(/0412 345 678/)).toBeTruthy()
    expect(await screen.findByText(/01234 567890|\+44 1234 567890/)).toBeTruthy()
    cleanup()
  })
})
