import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm'
import { STATUS_UPDATE_REASONS, type UpdateReason, type UpdateRow } from '../../src/contract/updates.ts'
import type { Db } from '../db/client.ts'
import {
  accessIssues,
  addresses,
  properties,
  propertyManagers,
  propertyServices,
  services,
  suburbs,
} from '../db/schema/index.ts'
import { fullAddressOf } from './property/property-detail.ts'

const isStatusReason = (status: string): status is (typeof STATUS_UPDATE_REASONS)[number] =>
  (STATUS_UPDATE_REASONS as readonly string[]).includes(status)

/** The listed properties (ids in list order) with their address, manager, reasons and the services to update. */
export async function updateRowsOf(db: Db, ids: number[], cutoff: Date): Promise<UpdateRow[]> {
  if (ids.length === 0) return []
  const [rows, svc, stale] = await Promise.all([
    db
      .select({
        id: properties.id,
        complianceStatus: properties.complianceStatus,
        address: addresses,
        suburb: suburbs,
        managerId: propertyManagers.id,
        managerName: propertyManagers.name,
      })
      .from(properties)
      .innerJoin(addresses, eq(addresses.id, properties.addressId))
      .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
      .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
      .where(inArray(properties.id, ids)),
    db
      .select({
        propertyId: propertyServices.propertyId,
        serviceId: propertyServices.serviceId,
        name: services.name,
        complianceStatus: propertyServices.complianceStatus,
        lastServiceDate: propertyServices.lastServiceDate,
        nextServiceDate: propertyServices.nextServiceDate,
      })
      .from(propertyServices)
      .innerJoin(services, eq(services.id, propertyServices.serviceId))
      .where(
        and(
          inArray(propertyServices.propertyId, ids),
          eq(propertyServices.isCancelled, false),
          inArray(propertyServices.complianceStatus, [...STATUS_UPDATE_REASONS]),
        ),
      )
      .orderBy(asc(propertyServices.serviceId)),
    db
      .select({ propertyId: accessIssues.propertyId, since: min(accessIssues.createdAt) })
      .from(accessIssues)
      .where(
        and(inArray(accessIssues.propertyId, ids), eq(accessIssues.state, 'OPEN'), lte(accessIssues.createdAt, cutoff)),
      )
      .groupBy(accessIssues.propertyId),
  ])
  const byId = new Map(rows.map((r) => [r.id, r]))
  const staleSince = new Map(stale.map((s) => [s.propertyId, s.since]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    if (!r) return []
    const since = staleSince.get(id)
    const reasons: UpdateReason[] = [
      ...(isStatusReason(r.complianceStatus) ? [r.complianceStatus] : []),
      ...(since ? (['ACCESS_DETAILS'] as const) : []),
    ]
    return [
      {
        compliancePropertyId: id,
        address: { line1: r.address.line1, fullAddress: fullAddressOf(r.address, r.suburb) },
        propertyManager: r.managerId !== null ? { id: r.managerId, name: r.managerName ?? '' } : null,
        reasons,
        services: svc.filter((s) => s.propertyId === id).map(({ propertyId: _, ...service }) => service),
        accessIssueSince: since ? new Date(since).toISOString() : null,
      },
    ]
  })
}

/** The earliest next service date among each property's overdue live services. */
export async function overdueSinceOf(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ propertyId: propertyServices.propertyId, since: min(propertyServices.nextServiceDate) })
    .from(propertyServices)
    .where(
      and(
        inArray(propertyServices.propertyId, ids),
        eq(propertyServices.isCancelled, false),
        sql`(${propertyServices.complianceStatus} = 'OVERDUE' OR ${propertyServices.jobStatus} = 'OVERDUE')`,
      ),
    )
    .groupBy(propertyServices.propertyId)
  return new Map(rows.map((r) => [r.propertyId, r.since]))
}
