import { ApiError } from '../../api/client.ts'
import type { List } from '../../contract/envelope.ts'
import type { ServiceProvider } from '../../contract/portfolio.ts'

export const ADD_PROVIDER_FAILED_TITLE = 'Add failed'

/**
 * The 'Add failed' text (property-operations §8): the server's reason when it gave one the user can act on (a
 * provider already in the list, no connection); otherwise the IT team is the way forward.
 */
export function addProviderFailure(error: Error): string {
  return error instanceof ApiError && error.status < 500 && error.message
    ? `Failed to add service provider: ${error.message}`
    : 'Failed to add service provider. Please contact IT team.'
}

/** The providers list with one more, in the server's order (by name), so a select shows it at once. */
export function withProvider(list: List<ServiceProvider> | undefined, added: ServiceProvider): List<ServiceProvider> {
  const items = [...(list?.items ?? []).filter((p) => p.id !== added.id), added].sort((a, b) =>
    a.supplier_name.localeCompare(b.supplier_name, 'en-AU', { sensitivity: 'base' }),
  )
  return { items, total: items.length }
}
