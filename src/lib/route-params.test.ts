import { describe, expect, it } from 'vitest'
import { idFromParam } from './route-params.ts'

describe('idFromParam', () => {
  it('reads positive whole numbers and gives 0 for anything else', () => {
    expect(idFromParam('42')).toBe(42)
    for (const raw of ['0', '-1', '1.5', 'abc', '', '01', '99999999999']) expect(idFromParam(raw)).toBe(0)
  })
})
