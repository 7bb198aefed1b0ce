import * as v from 'valibot'
import { ConflictApiError } from '../../api/client.ts'
import { KEYS_OUTBOX_ACTION } from '../../api/property.ts'
import type { PropertyManager } from '../../contract/agency.ts'
import { toDateInput } from '../../contract/dates.ts'
import {
  KEY_AVAILABILITY_LABELS,
  type KeyPickupLocation,
  type PropertyDetail,
  PropertyDetailSchema,
  type UpdateKeysBody,
} from '../../contract/property.ts'
import type { OutboxItem } from '../../offline/outbox/db.ts'

/** "Update key details: agency key K-42, on-site key Available": enough to recognise the change in a list. */
export function describeKeysWrite(body: UpdateKeysBody): string {
  const agency =
    body.agencyKey.isKeyAvailable === 'YES' ? `agency key ${body.agencyKey.keyNumber ?? ''}` : 'no agency key'
  return `Update key details: ${agency}, on-site key ${KEY_AVAILABILITY_LABELS[body.propertyKey.onsiteAvailability]}`
}

/** The key details an edit would save, in words (the dialog's confirmation and the outbox's conflict). */
export function keysSummaryItems(
  body: UpdateKeysBody,
  managers: PropertyManager[],
  locations: KeyPickupLocation[],
): [string, string][] {
  const { agencyKey, propertyKey } = body
  const location = locations.find((l) => l.keyLocationId === agencyKey.keyLocationId)?.fullAddress
  const expiry = propertyKey.temporaryKeyExpirationDate
  return [
    ['Agency holds a key', agencyKey.isKeyAvailable === 'YES' ? 'Yes' : 'No'],
    ...(agencyKey.isKeyAvailable === 'YES'
      ? ([
          ['Key number', agencyKey.keyNumber ?? ''],
          ['Key pickup location', location ?? 'None'],
        ] satisfies [string, string][])
      : []),
    ['Property manager', managers.find((m) => m.id === agencyKey.propertyManagerId)?.name ?? ''],
    ['On-site key', KEY_AVAILABILITY_LABELS[propertyKey.onsiteAvailability]],
    ...(expiry ? ([['Available until', toDateInput(expiry)]] satisfies [string, string][]) : []),
    ['On-site key notes', propertyKey.keyOnsiteNotes || 'None'],
  ]
}

/** The key details someone else saved since an edit began: what a 409 on saving it carries, or null. */
export function theirKeys(error: Error | null): PropertyDetail | null {
  if (!(error instanceof ConflictApiError)) return null
  const current = v.safeParse(PropertyDetailSchema, error.current)
  return current.success ? current.output : null
}

/** A queued key details edit that met newer ones (409): the property as the server has it now, and the edit. */
export function keysConflictOf(item: OutboxItem): { theirs: PropertyDetail; mine: UpdateKeysBody } | null {
  if (item.action !== KEYS_OUTBOX_ACTION || item.state !== 'conflict' || item.body.type !== 'json') return null
  const body = item.response?.body
  const current = v.safeParse(
    PropertyDetailSchema,
    body && typeof body === 'object' && 'current' in body ? body.current : null,
  )
  return current.success ? { theirs: current.output, mine: item.body.value as UpdateKeysBody } : null
}
