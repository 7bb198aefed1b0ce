import { createHash } from 'node:crypto'
import pg from 'pg'

/**
 * The most statement shapes a process names. Past it, a new shape goes unnamed (parsed on every call, as
 * before): the portfolio's filters combine into many shapes, and each named one stays in every connection's
 * memory on the server until the connection closes.
 */
export const MAX_NAMED_SHAPES = 500

/**
 * Names statements `acp_` and the text's hash, so the same SQL gets the same name in every process; past `max`
 * shapes it names only those it named before (undefined for a new one).
 */
export function statementNamer(max = MAX_NAMED_SHAPES): (text: string) => string | undefined {
  const names = new Map<string, string>()
  return (text) => {
    const known = names.get(text)
    if (known !== undefined || names.size >= max) return known
    const name = `acp_${createHash('sha1').update(text).digest('base64url')}`
    names.set(text, name)
    return name
  }
}

const statementName = statementNamer()

type QueryConfig = { text?: string; name?: string }

/**
 * A pg client that sends each parameterised statement as a named one. PostgreSQL then parses and plans a
 * statement once per connection (and reuses the plan where its generic plan is no worse), and the client
 * sends only its name and values afterwards, not the text again: the dashboard's counts are one statement of
 * several kilobytes whose parsing and planning cost PostgreSQL more than counting (issue 16, goal 5).
 * Statements without values (transaction control, migrations' multi-statement scripts) go as they are, and so
 * does one prepared with the name '' (a filter whose best plan depends on its value).
 */
export class NamingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this only adds a name.
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string') {
      const plain = config as QueryConfig
      // An explicit '' (drizzle's .prepare('')) asks for an unnamed statement: planned with each call's values.
      if (plain.name === undefined && Array.isArray(values) && values.length > 0) {
        const name = statementName(plain.text as string)
        if (name) config = { ...config, name }
      }
    }
    return super.query(config, values, callback)
  }
}
