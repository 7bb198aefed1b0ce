import { and, eq, gt, inArray } from 'drizzle-orm'
import { REQUEST_PROCESSING_HOURS } from '../../../src/contract/holds.ts'
import type { Db } from '../../db/client.ts'
import { propertyServices, serviceRequests } from '../../db/schema/index.ts'

/**
 * Services of the property with a hold request the provider has not acted on yet: one sent within the
 * time the provider takes to act (REQUEST_PROCESSING_HOURS) for a service that is still not on hold. One
 * definition for both: the property read tags them HOLD_REQUESTED, and a hold request for them gets 409.
 */
export const holdRequestsSince = () => new Date(Date.now() - REQUEST_PROCESSING_HOURS * 3600_000)

/** The same definition over rows already read: hold requests (any age) and the services on hold now. */
export function pendingHoldsAmong(
  requests: { kind: string; serviceIds: number[]; createdAt: Date }[],
  onHoldServiceIds: Iterable<number>,
): Set<number> {
  const since = holdRequestsSince()
  const requested = new Set(
    requests.filter((r) => r.kind === 'HOLD' && r.createdAt > since).flatMap((r) => r.serviceIds),
  )
  for (const id of onHoldServiceIds) requested.delete(id)
  return requested
}

export async function pendingHoldServiceIds(reader: Pick<Db, 'select'>, propertyId: number): Promise<Set<number>> {
  const since = holdRequestsSince()
  const requests = await reader
    .select({ serviceIds: serviceRequests.serviceIds })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.propertyId, propertyId),
        eq(serviceRequests.kind, 'HOLD'),
        gt(serviceRequests.createdAt, since),
      ),
    )
  const requested = new Set(requests.flatMap((r) => r.serviceIds))
  if (requested.size === 0) return requested
  const onHold = await reader
    .select({ serviceId: propertyServices.serviceId })
    .from(propertyServices)
    .where(
      and(
        eq(propertyServices.propertyId, propertyId),
        eq(propertyServices.isOnHold, true),
        inArray(propertyServices.serviceId, [...requested]),
      ),
    )
  for (const { serviceId } of onHold) requested.delete(serviceId)
  return requested
}
