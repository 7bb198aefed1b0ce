import { and, asc, eq, gt, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { NonManagedRow } from '../../src/contract/portfolio.ts'
import type { Db } from '../db/client.ts'
import { jsonList } from '../db/json-list.ts'
import { totalColumn } from '../db/page-total.ts'
import { inlineLimit } from '../db/prepared.ts'
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

/** A page row's service entries, as NonManagedRow has them. */
const entriesJson = sql`select json_agg(json_build_object(
    'complianceId', e.compliance_id, 'complianceRequirementId', s.id, 'name', s.name, 'shortName', s.short_name,
    'managedBy', e.managed_by, 'lastServiceDate', e.last_service_date, 'nextServiceDate', e.next_service_date,
    'providedBy', case when p.id is null then null else json_build_object('id', p.id, 'providedBy', p.supplier_name) end,
    'serviceFrequencyMonths', e.service_frequency_months) order by s.id)::text
  from ${serviceEntries} e join ${services} s on s.id = e.service_id
  left join ${serviceProviders} p on p.id = e.provider_id
  where e.portfolio_property_id = ${portfolioProperties.id}`

/** A page's ids in the list's order: the (agency, search_text, id) index walked, the filters tested on its entries. */
export function orderedPageIds(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ id: portfolioProperties.id })
    .from(portfolioProperties)
    .where(where)
    .orderBy(asc(portfolioProperties.searchText), asc(portfolioProperties.id))
    .limit(inlineLimit(limit))
    .offset(offset)
}

/**
 * One page of the non-managed list, ordered by address (search_text), with its entries and documents, in one
 * statement, and the `total` statement's answer on each row when given. The page's ids (`pageIds`) come from
 * portfolio_properties alone (orderedPageIds; a provider's, provider-page.ts; or listedIds, ids-then-rows.ts) and
 * only those are joined.
 */
export function nonManagedPageStatement(db: Db, pageIds: SQLWrapper, total?: SQLWrapper) {
  return db
    .select({
      // The total of every match, computed once (an InitPlan) and carried by each row (server/db/page-total.ts).
      ...totalColumn(total ?? sql`null`),
      id: portfolioProperties.id,
      propertyManagerId: portfolioProperties.propertyManagerId,
      gasApplianceCountValue: portfolioProperties.gasApplianceCountValue,
      address: addresses,
      suburb: suburbs,
      managerName: propertyManagers.name,
      services: jsonList<NonManagedRow['services'][number]>(entriesJson),
      documents: jsonList<{
        id: string
      }>(sql`select json_agg(json_build_object('id', d.id) order by d.created_at, d.id)::text
        from ${documents} d where d.portfolio_property_id = ${portfolioProperties.id}`),
    })
    .from(sql`${pageIds} as "page"`)
    .innerJoin(portfolioProperties, eq(portfolioProperties.id, sql`"page"."id"`))
    .innerJoin(addresses, eq(addresses.id, portfolioProperties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .leftJoin(propertyManagers, eq(propertyManagers.id, portfolioProperties.propertyManagerId))
    .orderBy(asc(portfolioProperties.searchText), asc(portfolioProperties.id))
}

type PageRow = Awaited<ReturnType<typeof nonManagedPageStatement>>[number]

export function nonManagedRowOf(r: PageRow): NonManagedRow {
  return {
    portfolioPropertyId: r.id,
    address: { line1: r.address.line1, fullAddress: fullAddressOf(r.address, r.suburb) },
    propertyManager: r.propertyManagerId ? { id: r.propertyManagerId, name: r.managerName ?? '' } : null,
    gasApplianceCountValue: r.gasApplianceCountValue,
    services: r.services,
    documents: r.documents,
  }
}

/** Every match, in batches (keyset on id), for exports that must not hold a 50,000-row result in memory. */
export function nonManagedRowsQuery(db: Db, where: SQL, batchSize = 500) {
  return {
    async *[Symbol.asyncIterator]() {
      let after = 0
      for (;;) {
        const rows = await baseQuery(db, and(where, gt(portfolioProperties.id, after)) ?? where)
          .orderBy(asc(portfolioProperties.id))
          .limit(inlineLimit(batchSize))
        if (rows.length === 0) return
        yield await withDetails(db, rows)
        after = rows.at(-1)?.pp.id ?? after
      }
    },
  }
}
