import { describe, expect, it } from 'vitest'
import { css } from '../styled-system/css'
import { precomputeCss } from './vite-panda-static.ts'

const IMPORT = "import { css, cx } from '../../styled-system/css'\n"

describe('precomputeCss', () => {
  it('replaces a call on literal objects by the class string the runtime gives', () => {
    const style = { display: 'flex', gap: '2', px: { base: '3', md: '6' }, _hover: { bg: 'white/10' }, mt: -1 }
    const out = precomputeCss(`${IMPORT}const a = css(${JSON.stringify(style)}, { color: \`red.700\` })`, 'a.js')
    expect(out?.code).toBe(`${IMPORT}const a = ${JSON.stringify(css(style, { color: 'red.700' }))}`)
    expect(out?.code).toContain('"d_flex gap_2 px_3 md:px_6 hover:bg_white/10 mt_-1 c_red.700"')
  })

  it('leaves calls with anything computed to run time, and the rest of the code as it was', () => {
    const code = `${IMPORT}const a = css({ color: tone }); const b = css(open && { display: 'none' }); const c = cx(css({ p: '4' }), d)`
    const out = precomputeCss(code, 'b.js')
    expect(out?.code).toContain('css({ color: tone })')
    expect(out?.code).toContain("css(open && { display: 'none' })")
    expect(out?.code).toContain(`cx(${JSON.stringify(css({ p: '4' }))}, d)`)
  })

  it('changes nothing in a module without the import, or that declares a css of its own', () => {
    expect(precomputeCss("const a = css({ p: '4' })", 'c.js')).toBeNull()
    expect(precomputeCss(`${IMPORT}function f(css) { return css({ p: '4' }) }`, 'd.js')).toBeNull()
  })

  it('keeps a map back to the source', () => {
    const out = precomputeCss(`${IMPORT}const a = css({ p: '4' })`, 'e.js')
    expect(out?.map.sources).toEqual(['e.js'])
  })
})
