/*
 * What scripts/vite-panda-static.ts can know at build time about a style argument: literals, module-level
 * constants made of literals (`const cellPad = { px: '3' }`, `const link = css.raw({...})`), spreads of those, and
 * the branches of a `test ? {...} : {...}` (the test itself stays at run time).
 */

export type Node = { type: string; start: number; end: number; [key: string]: unknown }
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue }

export const NOT_STATIC = Symbol('not static')

/** Module constants known at build time, and which way each conditional being worked out goes (by its start). */
export type Scope = { constants: Map<string, StaticValue>; choices: Map<number, boolean> }
export const EMPTY_SCOPE: Scope = { constants: new Map(), choices: new Map() }

export function children(node: Node): Node[] {
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

export function keyName(property: Node): string | null {
  const key = property.key as Node | undefined
  if (property.type !== 'Property' || property.computed || !key) return null
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null
}

const isPlainObject = (value: unknown): value is { [key: string]: StaticValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value of an expression, or NOT_STATIC for anything that needs run time to know. */
export function staticValue(node: Node, scope: Scope = EMPTY_SCOPE): StaticValue | typeof NOT_STATIC {
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
      const argument = staticValue(node.argument as Node, scope)
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_STATIC
    }
    case 'Identifier':
      return scope.constants.get(node.name as string) ?? NOT_STATIC
    case 'ConditionalExpression': {
      const choice = scope.choices.get(node.start)
      if (choice === undefined) return NOT_STATIC
      return staticValue((choice ? node.consequent : node.alternate) as Node, scope)
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = []
      for (const element of node.elements as (Node | null)[]) {
        const value = element ? staticValue(element, scope) : NOT_STATIC
        if (value === NOT_STATIC) return NOT_STATIC
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: { [key: string]: StaticValue } = {}
      for (const property of node.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          const spread = staticValue(property.argument as Node, scope)
          if (!isPlainObject(spread)) return NOT_STATIC
          Object.assign(object, spread)
          continue
        }
        const name = keyName(property)
        if (name === null || property.kind !== 'init' || property.method) return NOT_STATIC
        const value = staticValue(property.value as Node, scope)
        if (value === NOT_STATIC) return NOT_STATIC
        object[name] = value
      }
      return object
    }
    default:
      return NOT_STATIC
  }
}

/** How many times each name is declared anywhere in the module (a variable, a parameter, a function, an import). */
function declarationCounts(program: Node): Map<string, number> {
  const counts = new Map<string, number>()
  const count = (id: Node | null | undefined) => {
    if (id?.type === 'Identifier') counts.set(id.name as string, (counts.get(id.name as string) ?? 0) + 1)
    // Destructuring declares every name in the pattern.
    else if (id) for (const child of children(id)) count(child.type === 'Property' ? (child.value as Node) : child)
  }
  const visit = (node: Node) => {
    if (node.type === 'VariableDeclarator') count(node.id as Node)
    if (/Function|Class/.test(node.type)) count(node.id as Node | null)
    if (/Function/.test(node.type)) for (const param of node.params as Node[]) count(param)
    if (node.type === 'CatchClause') count(node.param as Node | null)
    if (/^Import.*Specifier$/.test(node.type)) count(node.local as Node)
    for (const child of children(node)) visit(child)
  }
  visit(program)
  return counts
}

/**
 * The module's top-level `const NAME = <literal>` (or `= rawCall(<literals>)`, Panda's css.raw) whose name is
 * declared nowhere else, so every use of NAME in the module means that value. `raw` merges css.raw's arguments.
 */
export function moduleConstants(
  program: Node,
  isRawCall: (callee: Node) => boolean,
  raw: (...styles: StaticValue[]) => StaticValue,
): Map<string, StaticValue> {
  const declared = declarationCounts(program)
  const constants = new Map<string, StaticValue>()
  const scope = { constants, choices: new Map() }
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node
      const init = declarator.init as Node | null
      if (id.type !== 'Identifier' || !init || declared.get(id.name as string) !== 1) continue
      const value =
        init.type === 'CallExpression' && isRawCall(init.callee as Node)
          ? rawValue(init.arguments as Node[], scope, raw)
          : staticValue(init, scope)
      if (isPlainObject(value)) constants.set(id.name as string, value)
    }
  }
  return constants
}

function rawValue(args: Node[], scope: Scope, raw: (...styles: StaticValue[]) => StaticValue) {
  const values = args.map((arg) => staticValue(arg, scope))
  return values.includes(NOT_STATIC) ? NOT_STATIC : raw(...(values as StaticValue[]))
}

/**
 * The conditionals whose branches choose between styles in these arguments. Only those not inside another's
 * branch or test: their tests then all run, in order, as they did (a nested test may rely on the outer one).
 */
export function conditionalsIn(args: Node[]): Node[] {
  const found: Node[] = []
  const visit = (node: Node) => {
    if (node.type === 'ConditionalExpression') found.push(node)
    else if (!/Function/.test(node.type)) for (const child of children(node)) visit(child)
  }
  for (const arg of args) visit(arg)
  return found
}
