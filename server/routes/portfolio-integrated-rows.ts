import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'
import type { NonManagedRow } from '../../src/contract/portfolio.ts'
import type { Db } from '../db/client.ts'
import {
  addresses,
  documents,
  portfolioProperties,
  propertyManagers,
  serviceEntries,
  serviceProviders,
  services,
  suburbs,
} from '../db/schema/index.ts'
import { fullAddressOf } from './property/property-detail.ts'

function baseQuery(db: Db, where: SQL) {
  return db
    .select({
      pp: portfolioProperties,
      address: addresses,
      suburb: suburbs,
      managerName: propertyManagers.name,
    })
    .from(portfolioProperties)
    .innerJoin(addresses, eq(addresses.id, portfolioProperties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .leftJoin(propertyManagers, eq(propertyManagers.id, portfolioProperties.propertyManagerId))
    .where(where)
}

type BaseRow = Awaited<ReturnType<typeof baseQuery>>[number]

/** Rows with their service entries and documents: one query each for the whole page. */
async function withDetails(db: Db, rows: BaseRow[]): Promise<NonManagedRow[]> {
  const ids = rows.map((r) => r.pp.id)
  const [entries, docs] = ids.length
    ? await Promise.all([
        db
          .select({ entry: serviceEntries, service: services, provider: serviceProviders })
          .from(serviceEntries)
          .innerJoin(services, eq(services.id, serviceEntries.serviceId))
          .leftJoin(serviceProviders, eq(serviceProviders.id, serviceEntries.providerId))
          .where(inArray(serviceEntries.portfolioPropertyId, ids))
          .orderBy(asc(services.id)),
        db
          .select({ id: documents.id, portfolioPropertyId: documents.portfolioPropertyId })
          .from(documents)
          .where(inArray(documents.portfolioPropertyId, ids)),
      ])
    : [[], []]
  return rows.map(({ pp, address, suburb, managerName }) => ({
    portfolioPropertyId: pp.id,
    address: { line1: address.line1, fullAddress: fullAddressOf(address, suburb) },
    propertyManager: pp.propertyManagerId ? { id: pp.propertyManagerId, name: managerName ?? '' } : null,
    gasApplianceCountValue: pp.gasApplianceCountValue,
    services: entries
      .filter((e) => e.entry.portfolioPropertyId === pp.id)
      .map(({ entry, service, provider }) => ({
        complianceId: entry.complianceId,
        complianceRequirementId: service.id,
        name: service.name,
        shortName: service.shortName,
        managedBy: entry.managedBy,
        lastServiceDate: entry.lastServiceDate,
        nextServiceDate: entry.nextServiceDate,
        providedBy: provider ? { id: provider.id, providedBy: provider.supplierName } : null,
        serviceFrequencyMonths: entry.serviceFrequencyMonths,
      })),
    documents: docs.filter((d) => d.portfolioPropertyId === pp.id).map((d) => ({ id: d.id })),
  }))
}

/** One page of the non-managed list, ordered by address (search_text), with the total of all matches. */
export async function loadNonManagedRows(db: Db, where: SQL, page: number, pageSize: number) {
  // The page's ids first, from portfolio_properties alone (the partial (agency, search_text, id) index walks
  // the order), then only those joined; the total counted at the same time, without the joins (bench/README.md).
  const ids = db
    .select({ id: portfolioProperties.id })
    .from(portfolioProperties)
    .where(where)
    .orderBy(asc(portfolioProperties.searchText), asc(portfolioProperties.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [rows, counted] = await Promise.all([
    baseQuery(db, inArray(portfolioProperties.id, ids)).orderBy(
      asc(portfolioProperties.searchText),
      asc(portfolioProperties.id),
    ),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(portfolioProperties)
      .where(where),
  ])
  return { items: await withDetails(db, rows), total: counted[0]?.n ?? 0 }
}

/** Every match, in batches (keyset on id), for exports that must not hold a 50,000-row result in memory. */
export function nonManagedRowsQuery(db: Db, where: SQL, batchSize = 500) {
  return {
    async *[Symbol.asyncIterator]() {
      let after = 0
      for (;;) {
        const rows = await baseQuery(db, and(where, gt(portfolioProperties.id, after)) ?? where)
          .orderBy(asc(portfolioProperties.id))
          .limit(batchSize)
        if (rows.length === 0) return
        yield await withDetails(db, rows)
        after = rows.at(-1)?.pp.id ?? after
      }
    },
  }
}
