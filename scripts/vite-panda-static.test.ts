import { describe, expect, it } from 'vitest'
import { staticRecipe } from '../src/ui/static-recipe.ts'
import { css, cva, sva } from '../styled-system/css'
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

  it('knows module constants, css.raw, spreads and the branches of a conditional', () => {
    const code = `${IMPORT}const pad = { px: '3', py: '2' }
const link = css.raw({ color: 'white', _hover: { color: 'brand.100' } })
const a = css(link, { gap: '2' })
const b = css({ ...pad, fontWeight: 'semibold' })
const c = css({ color: error ? 'danger' : 'fg.muted', mx: inShell ? '0' : 'auto' })`
    const out = precomputeCss(code, 'k.js')?.code ?? ''
    const raw = { color: 'white', _hover: { color: 'brand.100' } }
    expect(out).toContain(`const link = ${JSON.stringify(css.raw(raw))}`)
    expect(out).toContain(`const a = ${JSON.stringify(css(raw, { gap: '2' }))}`)
    expect(out).toContain(`const b = ${JSON.stringify(css({ px: '3', py: '2', fontWeight: 'semibold' }))}`)
    const c = (error: boolean, inShell: boolean) =>
      JSON.stringify(css({ color: error ? 'danger' : 'fg.muted', mx: inShell ? '0' : 'auto' }))
    expect(out).toContain(
      `const c = (error) ? (inShell) ? ${c(true, true)} : ${c(true, false)} : (inShell) ? ${c(false, true)} : ${c(false, false)}`,
    )
  })

  it('leaves a conditional inside another, and a constant whose name is declared twice, to run time', () => {
    const nested = `${IMPORT}const a = css({ color: s ? (s.x ? 'red' : 'blue') : 'green' })`
    expect(precomputeCss(nested, 'n.js')).toBeNull()
    const shadowed = `${IMPORT}const pad = { px: '3' }\nfunction f(pad) { return css(pad) }`
    expect(precomputeCss(shadowed, 's.js')).toBeNull()
  })

  it('changes nothing in a module without the import, or that declares a css of its own', () => {
    expect(precomputeCss("const a = css({ p: '4' })", 'c.js')).toBeNull()
    expect(precomputeCss(`${IMPORT}function f(css) { return css({ p: '4' }) }`, 'd.js')).toBeNull()
  })

  it('keeps a map back to the source', () => {
    const out = precomputeCss(`${IMPORT}const a = css({ p: '4' })`, 'e.js')
    expect(out?.map.sources).toEqual(['e.js'])
  })

  const BUTTON = {
    base: { display: 'inline-flex', px: '4', bg: 'gray.100' },
    variants: {
      variant: { solid: { bg: 'accent', color: 'white' }, ghost: { bg: 'transparent' } },
      width: { auto: {}, full: { width: 'full' } },
    },
    defaultVariants: { variant: 'solid' },
  } as const
  const BANNER = {
    base: { root: { borderBottomWidth: '1px' }, title: { fontWeight: 'semibold' } },
    variants: {
      tone: { info: { root: { bg: 'blue.50' } }, danger: { root: { bg: 'red.50' }, icon: { color: 'red.700' } } },
    },
    defaultVariants: { tone: 'info' },
  } as const

  /** The module's recipe, as the transformed code builds it (the import of the helper resolved to this one). */
  function transformed(code: string) {
    const out = precomputeCss(code, 'r.js')?.code ?? ''
    const body = out.replace(/^import .*\n/gm, '')
    expect(body).not.toMatch(/\b[cs]va\(/)
    return new Function('__acpStaticRecipe', `${body.replace('const recipe =', 'return')}`)(staticRecipe)
  }

  it("turns a literal cva into a table that answers as Panda's recipe for every choice, unset and unknown included", () => {
    const recipe = transformed(`${IMPORT.replace('css, cx', 'cva')}const recipe = cva(${JSON.stringify(BUTTON)})`)
    const panda = cva(BUTTON)
    for (const variant of [undefined, 'solid', 'ghost', 'nonsense']) {
      for (const width of [undefined, 'auto', 'full']) {
        expect(recipe({ variant, width })).toBe(panda({ variant, width } as never))
      }
    }
    expect(recipe()).toBe(panda())
  })

  it("turns a literal sva (its slots not literal) into per-slot class names as Panda's", () => {
    const literal = Object.entries(BANNER).map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    const code = `${IMPORT.replace('css, cx', 'sva')}const recipe = sva({ slots: anatomy.keys(), ${literal.join(', ')} })`
    const recipe = transformed(code)
    const panda = sva({ slots: ['root', 'title', 'icon'], ...BANNER })
    for (const tone of [undefined, 'info', 'danger', 'nonsense']) {
      const ours = recipe({ tone })
      for (const [slot, className] of Object.entries(panda({ tone } as never))) expect(ours[slot] ?? '').toBe(className)
    }
  })

  it('leaves a recipe with anything computed (a spread, a variable) to run time', () => {
    const code = `${IMPORT.replace('css, cx', 'sva')}const recipe = sva({ slots: ['root'], ...${JSON.stringify(BANNER)} })`
    expect(precomputeCss(code, 'r.js')).toBeNull()
    expect(
      precomputeCss(`${IMPORT.replace('css, cx', 'cva')}const recipe = cva({ base: { color: tone } })`, 'r.js'),
    ).toBeNull()
  })
})
