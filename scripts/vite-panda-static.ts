import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'
import type { css as PandaCss } from '../styled-system/css'
// @ts-expect-error: the generated runtime's declarations sit beside its index (index.d.ts), not beside index.mjs, and
// Vite's config bundler does not resolve the folder itself.
import { css as runtimeCss } from '../styled-system/css/index.mjs'

/*
 * Panda's `css({...})` turns a style object into class names at run time: walking the object, resolving shorthands
 * and conditions, joining, memoising by JSON. With ~1,000 calls in the app — many at module level, many in render
 * functions — that was a tenth of a signed-in first screen's script time on a phone (issue 16 goal 4: "Panda styles
 * are static"). Every call whose arguments are plain literal objects is therefore worked out here, at build time, by
 * the same generated runtime (styled-system/css), and replaced by the class string it returns. Calls with anything
 * computed (a variable, a condition, a spread) are left as they are and still work at run time. The CSS itself is
 * unchanged: Panda extracts it from the sources, not from this output.
 */

const css: typeof PandaCss = runtimeCss

type Node = { type: string; start: number; end: number; [key: string]: unknown }
type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue }

const NOT_STATIC = Symbol('not static')

/** The value of a literal expression, or NOT_STATIC for anything that needs run time to know. */
function staticValue(node: Node): StaticValue | typeof NOT_STATIC {
  switch (node.type) {
    case 'Literal': {
      const value = node.value
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : NOT_STATIC
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[]
      return (node.expressions as Node[]).length === 0 && quasis.length === 1
        ? (quasis[0]?.value.cooked ?? '')
        : NOT_STATIC
    }
    case 'UnaryExpression': {
      const argument = staticValue(node.argument as Node)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = []
      for (const element of node.elements as (Node | null)[]) {
        const value = element ? staticValue(element) : NOT_STATIC
        if (value === NOT_STATIC) return NOT_STATIC
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: { [key: string]: StaticValue } = {}
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) {
          return NOT_STATIC
        }
        const key = property.key as Node
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
        const value = staticValue(property.value as Node)
        if (name === null || value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

function children(node: Node): Node[] {
  const found: Node[] = []
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item === 'object' && typeof item.type === 'string') found.push(item)
    } else if (value && typeof value === 'object' && typeof (value as Node).type === 'string') {
      found.push(value as Node)
    }
  }
  return found
}

/** The local names `css` is imported under from the generated styled-system (usually just `css`). */
function cssImports(program: Node): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue
    if (!/styled-system\/css(?:\/index\.mjs)?$/.test(String((statement.source as Node).value))) continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined
      if (specifier.type === 'ImportSpecifier' && imported?.name === 'css')
        names.add((specifier.local as Node).name as string)
    }
  }
  return names
}

/** Whether the module declares anything of that name itself (a parameter, a variable): then it is left alone. */
function shadows(program: Node, names: Set<string>): boolean {
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

/** `code` with every literal `css({...})` call replaced by its class string; null when nothing changed. */
export function precomputeCss(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-system/css')) return null
  const program = parseAst(code) as unknown as Node
  const names = cssImports(program)
  if (names.size === 0 || shadows(program, names)) return null
  const output = new MagicString(code)
  let changed = false
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node
      if (callee.type === 'Identifier' && names.has(callee.name as string)) {
        const values = (node.arguments as Node[]).map(staticValue)
        if (values.length > 0 && !values.includes(NOT_STATIC)) {
          output.overwrite(node.start, node.end, JSON.stringify(css(...(values as Parameters<typeof css>))))
          changed = true
          return
        }
      }
    }
    for (const child of children(node)) visit(child)
  }
  visit(program)
  return changed ? { code: output.toString(), map: output.generateMap({ source: id, hires: 'boundary' }) } : null
}

export function pandaStaticCss(): Plugin {
  return {
    name: 'acp:panda-static-css',
    // After TypeScript and JSX are compiled away: what is left is plain JavaScript to parse.
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id) || id.includes('/node_modules/')) return null
      return precomputeCss(code, id)
    },
  }
}
