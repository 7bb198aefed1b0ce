import { describe, expect, it } from 'vitest'
import { parseAustralianAddress, stateOfPostcode } from '../../server/routes/addresses-parts.ts'

// GET /v1/address/parts: a typed address split as Australians write them.
describe('parseAustralianAddress', () => {
  const cases: [string, ReturnType<typeof parseAustralianAddress>][] = [
    [
      '3/12 Smith St, Richmond VIC 3121',
      { line1: '3/12 Smith St', suburb: 'Richmond', state: 'VIC', postcode: '3121' },
    ],
    [
      '12 Smith Street Richmond VIC 3121',
      { line1: '12 Smith Street', suburb: 'Richmond', state: 'VIC', postcode: '3121' },
    ],
    [
      'unit 3 12 smith st richmond vic',
      { line1: 'unit 3 12 smith st', suburb: 'Richmond', state: 'VIC', postcode: null },
    ],
    [
      'Unit 4/88 Beach Rd, Sandringham, Vic 3191',
      { line1: 'Unit 4/88 Beach Rd', suburb: 'Sandringham', state: 'VIC', postcode: '3191' },
    ],
    ['12 Smith St St Kilda 3182', { line1: '12 Smith St', suburb: 'St Kilda', state: 'VIC', postcode: '3182' }],
    ['45 Collins St, Melbourne', { line1: '45 Collins St', suburb: 'Melbourne', state: null, postcode: null }],
    [
      'Level 2, 45 Collins St, Melbourne VIC 3000',
      { line1: 'Level 2, 45 Collins St', suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
    ],
    ['7 The Grove Box Hill', { line1: '7 The Grove', suburb: 'Box Hill', state: null, postcode: null }],
    [
      '22 george street sydney new south wales 2000',
      { line1: '22 george street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    ],
    ['5 Ocean Pde Mooloolaba 4557 QLD', { line1: '5 Ocean Pde', suburb: 'Mooloolaba', state: 'QLD', postcode: '4557' }],
    [
      '10 Northbourne Ave, Braddon 2612',
      { line1: '10 Northbourne Ave', suburb: 'Braddon', state: 'ACT', postcode: '2612' },
    ],
    [
      '12 Smith St, Richmond VIC 3121, Australia',
      { line1: '12 Smith St', suburb: 'Richmond', state: 'VIC', postcode: '3121' },
    ],
    ['Unit 3, 12 Smith St', { line1: 'Unit 3, 12 Smith St', suburb: null, state: null, postcode: null }],
    ['12 Smith St', { line1: '12 Smith St', suburb: null, state: null, postcode: null }],
    ['richmond', { line1: 'richmond', suburb: null, state: null, postcode: null }],
    [
      '  12   Smith  St ,  richmond  ,  vic  ',
      { line1: '12 Smith St', suburb: 'Richmond', state: 'VIC', postcode: null },
    ],
    [
      "1 O'Connell St, north melbourne vic 3051",
      { line1: "1 O'Connell St", suburb: 'North Melbourne', state: 'VIC', postcode: '3051' },
    ],
  ]
  it.each(cases)('%s', (input, parts) => {
    expect(parseAustralianAddress(input)).toEqual(parts)
  })

  it('takes the state from the postcode', () => {
    expect([
      stateOfPostcode('3121'),
      stateOfPostcode('2000'),
      stateOfPostcode('0870'),
      stateOfPostcode('2600'),
    ]).toEqual(['VIC', 'NSW', 'NT', 'ACT'])
    expect(stateOfPostcode('12')).toBeNull()
  })
})
