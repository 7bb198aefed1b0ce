import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/client.ts'
import { addProviderFailure, withProvider } from './non-managed-providers.ts'

describe('adding a service provider', () => {
  it("says the server's reason when there is one to act on", () => {
    expect(addProviderFailure(new ApiError('Acme is already in your list of service providers', 409))).toBe(
      'Failed to add service provider: Acme is already in your list of service providers',
    )
  })

  it('sends the user to the IT team otherwise', () => {
    const it = 'Failed to add service provider. Please contact IT team.'
    expect(addProviderFailure(new ApiError('Internal server error', 500))).toBe(it)
    expect(addProviderFailure(new ApiError('', 409))).toBe(it)
    expect(addProviderFailure(new Error('boom'))).toBe(it)
  })

  it('puts the new provider in the list in name order, once', () => {
    const list = {
      items: [
        { id: 1, supplier_name: 'Acme' },
        { id: 2, supplier_name: 'Zed' },
      ],
      total: 2,
    }
    expect(withProvider(list, { id: 3, supplier_name: 'bolt' }).items.map((p) => p.id)).toEqual([1, 3, 2])
    expect(withProvider(list, { id: 2, supplier_name: 'Zed' }).total).toBe(2)
    expect(withProvider(undefined, { id: 3, supplier_name: 'x' })).toEqual({
      items: [{ id: 3, supplier_name: 'x' }],
      total: 1,
    })
  })
})
