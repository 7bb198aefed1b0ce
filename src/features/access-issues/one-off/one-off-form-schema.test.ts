import { parseWithValibot } from '@conform-to/valibot'
import { describe, expect, it } from 'vitest'
import { SERVICE_REQUIRED } from '../../../contract/access-issues.ts'
import { OneOffFormSchema } from './one-off-form-schema.ts'

function parse(entries: [string, string][]) {
  const data = new FormData()
  for (const [k, value] of entries) data.append(k, value)
  return parseWithValibot(data, { schema: OneOffFormSchema })
}

describe('one-off entry notification form', () => {
  it('asks for a service when none is ticked', () => {
    const result = parse([])
    expect(result.status === 'error' && result.error?.serviceIds).toEqual([SERVICE_REQUIRED])
  })
  it('takes one or several ticked services as ids', () => {
    expect(parse([['serviceIds', '3']]).status).toBe('success')
    const several = parse([
      ['serviceIds', '3'],
      ['serviceIds', '7'],
    ])
    expect(several.status === 'success' && several.value).toEqual({ serviceIds: [3, 7] })
  })
})
