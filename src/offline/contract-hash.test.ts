import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { contractHash } from '../../scripts/contract-hash.ts'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))
const contract = (files: Record<string, string>) => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'acp-contract-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return contractHash(dir)
}

describe('the persisted cache buster’s contract hash', () => {
  it('changes when a schema changes, and only then', () => {
    const before = contract({ 'a.ts': 'export const A = 1', 'a.test.ts': 'test' })
    expect(contract({ 'a.ts': 'export const A = 1', 'a.test.ts': 'another test' })).toBe(before)
    expect(contract({ 'a.ts': 'export const A = 2', 'a.test.ts': 'test' })).not.toBe(before)
    expect(contract({ 'a.ts': 'export const A = 1', 'b.ts': '' })).not.toBe(before)
  })

  it('is short and stable for the real contract', () => {
    expect(contractHash()).toMatch(/^[0-9a-f]{12}$/)
    expect(contractHash()).toBe(contractHash())
  })
})
