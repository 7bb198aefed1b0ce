import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A short hash of the API contract (src/contract, tests left out): the persisted query cache's buster changes
 * when the shapes the app saved may no longer parse, even when package.json's version did not move.
 */
export function contractHash(directory = 'src/contract'): string {
  const hash = createHash('sha256')
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
  for (const name of files) {
    hash.update(`${name.split(path.sep).join('/')}\n`)
    hash.update(readFileSync(path.join(directory, name)))
  }
  return hash.digest('hex').slice(0, 12)
}
