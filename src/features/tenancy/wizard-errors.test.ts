import { describe, expect, it } from 'vitest'
import { conformName, errorMessages, hasErrors, NO_ERRORS, wizardErrorsFrom } from './wizard-errors.ts'

describe('wizardErrorsFrom', () => {
  it('sorts a 400’s dot paths onto the step 1 form, each occupant’s sub-form and the list', () => {
    expect(
      wizardErrorsFrom({
        'tenancy.endedAt': ['Tenancy end date cannot be on or before the start date'],
        'occupants.0.name': ['Please enter a name'],
        'occupants.1': ['Please enter at least one valid contact number or email'],
        'occupants.1.contactNumbers.2.number': ['Please enter a valid contact number'],
        occupants: ['A tenancy can have at most 20 occupants'],
        version: ['Tenancy version is required'],
      }),
    ).toEqual({
      lease: { endedAt: ['Tenancy end date cannot be on or before the start date'] },
      occupants: {
        0: { name: ['Please enter a name'] },
        1: {
          '': ['Please enter at least one valid contact number or email'],
          'contactNumbers[2].number': ['Please enter a valid contact number'],
        },
      },
      list: ['A tenancy can have at most 20 occupants'],
      other: ['Tenancy version is required'],
    })
  })

  it('names list items as Conform does', () => {
    expect(conformName(['contactNumbers', '0', 'type'])).toBe('contactNumbers[0].type')
    expect(conformName([])).toBe('')
  })

  it('lists each message once, for the toast', () => {
    expect(errorMessages({ a: ['One', 'Two'], b: ['One'] })).toEqual(['One', 'Two'])
    expect(hasErrors(NO_ERRORS)).toBe(false)
    expect(hasErrors(wizardErrorsFrom({ x: ['y'] }))).toBe(true)
  })
})
