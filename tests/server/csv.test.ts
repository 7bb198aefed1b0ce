import { describe, expect, it } from 'vitest'
import { csvField } from '../../server/routes/portfolio-export.ts'

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('12 Smith St, Richmond')).toBe('"12 Smith St, Richmond"')
    expect(csvField('The "Old" House')).toBe('"The ""Old"" House"')
    expect(csvField(null)).toBe('')
  })

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField('+61412345678')).toBe("'+61412345678")
  })
})
