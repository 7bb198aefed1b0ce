import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { documentErrorText } from './document-errors.ts'

const managed = { type: 'MANAGED', id: 1 } as const
const nonManaged = { type: 'NON-MANAGED', id: 1 } as const

describe('document error texts (property-operations §8)', () => {
  it('says not found and no access in the spec words, list or single document', () => {
    expect(documentErrorText(new ApiError('x', 404), managed, 'list').title).toBe('Property documents not found')
    expect(documentErrorText(new ApiError('x', 404), managed, 'delete').title).toBe('Property document not found')
    expect(documentErrorText(new ApiError('x', 403), managed, 'update').title).toBe(
      'You do not have access to this document',
    )
    expect(documentErrorText(new ApiError('x', 403), managed, 'list').title).toBe(
      'You do not have access to this property',
    )
  })

  it('uses the integrated variants for a non-managed property and keeps the server message', () => {
    expect(documentErrorText(new ApiError('Disk full', 500), nonManaged, 'delete')).toEqual({
      title: 'Failed to delete integrated property document',
      detail: 'Disk full',
    })
    expect(documentErrorText(new ApiError('x', 500), managed, 'list').title).toBe('Failed to get property documents')
    expect(documentErrorText(new ApiError('x', 500), managed, 'update').title).toBe(
      'Failed to update property document',
    )
  })
})
