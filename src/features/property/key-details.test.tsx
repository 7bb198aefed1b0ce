import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PropertyDetail } from '../../contract/property.ts'
import { KeyDetails } from './key-details.tsx'

afterEach(cleanup)

const withOnsiteKey = (validFrom: string | null) =>
  ({
    isKeyAvailable: false,
    keyNumber: null,
    keyLocation: null,
    propertyKeyInformation: {
      onsiteAvailability: 'AVAILABLE',
      temporaryKeyExpirationDate: null,
      keyOnsiteNotes: 'In the lockbox',
      validFrom,
    },
  }) as unknown as PropertyDetail

/** The value shown for a label of the detail list. */
const shownFor = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('the key details', () => {
  it('say since when the on-site key information holds', () => {
    render(<KeyDetails property={withOnsiteKey('2026-03-09')} />)
    expect(shownFor('On-site key notes')).toBe('In the lockbox')
    expect(shownFor('Valid from')).toBe('09/03/2026')
  })

  it('leave the date out when none was given', () => {
    render(<KeyDetails property={withOnsiteKey(null)} />)
    expect(screen.queryByText('Valid from')).toBeNull()
  })
})
