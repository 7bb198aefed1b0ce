import type { OutboxItem } from '../../offline/outbox/db.ts'
import type { TenancyWriteMeta } from './outbox-origin.ts'

/** The wizard draft a refused tenancy change was made from, if it came from the wizard. */
export function editableDraft(item: OutboxItem): TenancyWriteMeta | null {
  const meta = item.meta as TenancyWriteMeta | null
  return item.kind === 'tenancy' && item.state === 'failed' && meta?.draft && item.propertyId !== null ? meta : null
}
