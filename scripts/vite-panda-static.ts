import path from 'node:path'
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'
import type { css as PandaCss, cva as PandaCva, sva as PandaSva } from '../styled-system/css'
// @ts-expect-error: the generated runtime's declarations sit beside its index (index.d.ts), not beside index.mjs, and
// Vite's config bundler does not resolve the folder itself.
import { css as runtimeCss, cva as runtimeCva, sva as runtimeSva } from '../styled-system/css/index.mjs'
import {
  children,
  conditionalsIn,
  keyName,
  moduleConstants,
  NOT_STATIC,
  type Node,
  type Scope,
  type StaticValue,
  staticValue,
} from './panda-static-values.ts'

/*
 * Panda's `css({...})` turns a style object into class names at run time: walking the object, resolving shorthands
 * and conditions, joining, memoising by JSON. With ~1,000 calls in the app — many at module level, many in render
 * functions — that was a tenth of a signed-in first screen's script time on a phone (issue 16 goal 4: "Panda styles
 * are static"). Every call whose arguments are plain literal objects is therefore worked out here, at build time, by
 * the same generated runtime (styled-system/css), and replaced by the class string it returns; where a literal
 * chooses between styles with `test ? {...} : {...}`, by `test ? "classes" : "classes"` (scripts/panda-static-values.ts
 * says what counts as known). Calls with anything else computed are left as they are and still work at run time. The CSS itself is
 * unchanged: Panda extracts it from the sources, not from this output.
 */

const css: typeof PandaCss = runtimeCss
const cva: typeof PandaCva = runtimeCva
const sva: typeof PandaSva = runtimeSva

/*
 * The same for recipes: a `cva({...})` or `sva({...})` whose base and variants are literal becomes a table of its
 * class names for every combination of variant values, looked up by src/ui/static-recipe.ts at run time (an
 * `sva`'s `slots` need not be literal: its slots are the ones the styles name). Panda's recipe merged and resolved
 * each combination's styles on first use, on the first screen's main thread.
 */
const RECIPE_HELPER = 'src/ui/static-recipe.ts'
/** Recipes with more combinations than this stay at run time (the table would outweigh the saving). */
const MOST_COMBINATIONS = 256
/** A value no variant has: what Panda's recipe is given for "no value" when the table is built. */
const NO_VALUE = '\u0000none'

type PandaFunction = 'css' | 'cva' | 'sva'

/** The local names `css`, `cva` and `sva` are imported under from the generated styled-system. */
function pandaImports(program: Node): Map<string, PandaFunction> {
  const names = new Map<string, PandaFunction>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    if (!/styled-system\/css(?:\/index\.mjs)?$/.test(String((statement.source as Node).value))) continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = (specifier.imported as Node | undefined)?.name
      if (specifier.type === 'ImportSpecifier' && (imported === 'css' || imported === 'cva' || imported === 'sva'))
        names.set((specifier.local as Node).name as string, imported)
    }
  }
  return names
}

type RecipeConfig = {
  base?: Record<string, StaticValue>
  variants?: Record<string, Record<string, Record<string, StaticValue>>>
  defaultVariants?: Record<string, string>
}

/** A recipe's config when everything but an sva's `slots` is literal (and nothing beyond base, variants, defaults). */
function staticRecipeConfig(kind: 'cva' | 'sva', args: Node[], scope: Scope): RecipeConfig | null {
  const [config] = args
  if (args.length !== 1 || config?.type !== 'ObjectExpression') return null
  const known = new Set(
    kind === 'sva' ? ['base', 'variants', 'defaultVariants', 'slots'] : ['base', 'variants', 'defaultVariants'],
  )
  const literal = { ...config, properties: (config.properties as Node[]).filter((p) => keyName(p) !== 'slots') }
  if ((config.properties as Node[]).some((p) => !known.has(keyName(p) ?? ''))) return null
  const value = staticValue(literal, scope)
  return value === NOT_STATIC ? null : (value as RecipeConfig)
}

/** The call to src/ui/static-recipe.ts that answers as the recipe would, or null when it has too many combinations. */
function recipeTable(kind: 'cva' | 'sva', config: RecipeConfig, helper: string): string | null {
  const variants = config.variants ?? {}
  const values = Object.fromEntries(Object.entries(variants).map(([key, options]) => [key, Object.keys(options)]))
  let combinations: string[][] = [[]]
  for (const options of Object.values(values)) {
    combinations = combinations.flatMap((chosen) => [...options, ''].map((value) => [...chosen, value]))
    if (combinations.length > MOST_COMBINATIONS) return null
  }
  // An sva's slots are those its styles name: a slot styled nowhere would only have had the empty class.
  const slots = [
    ...new Set([
      ...Object.keys(config.base ?? {}),
      ...Object.values(variants).flatMap((options) => Object.values(options).flatMap((slot) => Object.keys(slot))),
    ]),
  ]
  const recipe =
    kind === 'cva' ? cva(config as Parameters<typeof cva>[0]) : sva({ ...config, slots } as Parameters<typeof sva>[0])
  const keys = Object.keys(values)
  const table = Object.fromEntries(
    combinations.map((chosen) => {
      const props = Object.fromEntries(keys.map((key, i) => [key, chosen[i] || NO_VALUE]))
      return [chosen.join('|'), (recipe as (props: Record<string, string>) => unknown)(props)]
    }),
  )
  const defaults = config.defaultVariants ?? {}
  return `${helper}(${JSON.stringify(values)}, ${JSON.stringify(defaults)}, ${JSON.stringify(table)})`
}

/** Whether the module declares anything of that name itself (a parameter, a variable): then it is left alone. */
function shadows(program: Node, names: Map<string, PandaFunction>): boolean {
  let found = false
  const visit = (node: Node) => {
    if (found) return
    const declared =
      node.type === 'VariableDeclarator' ? [node.id as Node] : /Function/.test(node.type) ? (node.params as Node[]) : []
    if (declared.some((id) => id.type === 'Identifier' && names.has(id.name as string))) found = true
    for (const child of children(node)) visit(child)
  }
  visit(program)
  return found
}

/** Most conditionals one css() call may choose by (each doubles the classes worked out). */
const MOST_CONDITIONALS = 3

/** A css() call's class names as code: a string, or a choice of strings by the conditionals' tests; null if unknown. */
function cssCode(code: string, args: Node[], constants: Scope['constants']): string | null {
  const conditionals = conditionalsIn(args)
  if (args.length === 0 || conditionals.length > MOST_CONDITIONALS) return null
  const choose = (i: number, choices: Scope['choices']): string | null => {
    const conditional = conditionals[i]
    if (!conditional) {
      const values = args.map((arg) => staticValue(arg, { constants, choices }))
      return values.includes(NOT_STATIC) ? null : JSON.stringify(css(...(values as Parameters<typeof css>)))
    }
    const yes = choose(i + 1, new Map(choices).set(conditional.start, true))
    const no = choose(i + 1, new Map(choices).set(conditional.start, false))
    const test = conditional.test as Node
    return yes === null || no === null ? null : `(${code.slice(test.start, test.end)}) ? ${yes} : ${no}`
  }
  return choose(0, new Map())
}

/**
 * `code` with every literal `css({...})` call replaced by its class string and every literal recipe by its table;
 * null when nothing changed.
 */
export function precomputeCss(
  code: string,
  id: string,
  root = process.cwd(),
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-system/css')) return null
  const program = parseAst(code) as unknown as Node
  const names = pandaImports(program)
  if (names.size === 0 || shadows(program, names)) return null
  const isRawCall = (callee: Node) =>
    callee.type === 'MemberExpression' &&
    names.get((callee.object as Node).name as string) === 'css' &&
    (callee.property as Node).name === 'raw'
  const constants = moduleConstants(program, isRawCall, (...styles) => css.raw(...(styles as [])) as StaticValue)
  const output = new MagicString(code)
  const helper = '__acpStaticRecipe'
  let changed = false
  let usesHelper = false
  const replace = (node: Node, replacement: string | null) => {
    if (replacement === null) return false
    output.overwrite(node.start, node.end, replacement)
    changed = true
    return true
  }
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      const kind = callee.type === 'Identifier' ? names.get(callee.name as string) : undefined
      const args = node.arguments as Node[]
      const scope = { constants, choices: new Map() }
      if (kind === 'css' && replace(node, cssCode(code, args, constants))) return
      if (isRawCall(callee)) {
        const values = args.map((arg) => staticValue(arg, scope))
        if (!values.includes(NOT_STATIC) && replace(node, JSON.stringify(css.raw(...(values as []))))) return
      }
      if (kind === 'cva' || kind === 'sva') {
        const config = staticRecipeConfig(kind, args, scope)
        if (replace(node, config && recipeTable(kind, config, helper))) {
          usesHelper = true
          return
        }
      }
    }
    for (const child of children(node)) visit(child)
  }
  visit(program)
  const helperPath = JSON.stringify(path.join(root, RECIPE_HELPER))
  if (usesHelper) output.prepend(`import { staticRecipe as ${helper} } from ${helperPath};\n`)
  return changed ? { code: output.toString(), map: output.generateMap({ source: id, hires: 'boundary' }) } : null
}

export function pandaStaticCss(): Plugin {
  let root = process.cwd()
  return {
    name: 'acp:panda-static-css',
    configResolved(config) {
      root = config.root
    },
    // After TypeScript and JSX are compiled away: what is left is plain JavaScript to parse.
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null
      return precomputeCss(code, id, root)
    },
  }
}
