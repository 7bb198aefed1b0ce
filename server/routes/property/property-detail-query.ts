import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { jsonList } from '../../db/json-list.ts'
import {
  accessIssues,
  addresses,
  agencies,
  contactNumbers,
  keyPickupLocations,
  notices,
  occupants,
  portfolioProperties,
  properties,
  propertyManagers,
  propertyServices,
  quotes,
  serviceRequests,
  services,
  suburbs,
  tenancies,
} from '../../db/schema/index.ts'
import type { TenancyView } from './tenancy-view.ts'

const AWAITING_APPROVAL = 2

const list = jsonList

type ServiceJson = {
  serviceId: number
  code: string
  name: string
  shortName: string
  isOnHold: boolean
  jobStatus: string | null
  isPendingCancellation: boolean
  complianceStatus: string
  lastServiceDate: string | null
  nextServiceDate: string | null
  bookedInDate: string | null
  serviceFrequencyMonths: number
  hasUrgentQuote: boolean
}
type IssueJson = { id: number; issueType: string; entryMethod: string; createdAt: string }
type NoticeJson = { id: number; noticeType: string; isUrgent: boolean; createdAt: string }
type RequestJson = { id: number; kind: string; serviceIds: number[]; holdDate: string | null; createdAt: string }
type NumberJson = TenancyView['occupants'][number]['contactNumbers'][number]
type TenancyJson = Omit<TenancyView, 'occupants'> & {
  occupants: { occupantId: number; name: string; email: string | null; contactNumbers: NumberJson[] }[]
}

/**
 * GET /v1/property/{id} in one statement: the property with its 1:1 parts (agency, address, manager, key
 * location, portfolio row) joined, and each list (services with their urgent-quote flag, tenancies with
 * occupants and numbers, open access issues, open notices, recent requests) as JSON. It was nine round
 * trips with the session's; each cost more CPU in sending and building than PostgreSQL spent answering
 * (issue 16). Prepared once per client, as the session lookup is.
 */
function buildDetailQuery(db: Db) {
  const id = properties.id
  return db
    .select({
      property: properties,
      agency: agencies,
      address: addresses,
      suburb: suburbs,
      manager: { id: propertyManagers.id, name: propertyManagers.name, email: propertyManagers.email },
      keyLocation: { keyLocationId: keyPickupLocations.id, fullAddress: keyPickupLocations.fullAddress },
      mirrorId: sql<number | null>`(select ${portfolioProperties.id} from ${portfolioProperties}
        where ${portfolioProperties.propertyId} = ${id} limit 1)`,
      services: list<ServiceJson>(sql`select json_agg(json_build_object(
          'serviceId', s.id, 'code', s.code, 'name', s.name, 'shortName', s.short_name,
          'isOnHold', ps.is_on_hold, 'jobStatus', ps.job_status, 'isPendingCancellation', ps.is_pending_cancellation,
          'complianceStatus', ps.compliance_status, 'lastServiceDate', ps.last_service_date,
          'nextServiceDate', ps.next_service_date, 'bookedInDate', ps.booked_in_date,
          'serviceFrequencyMonths', ps.service_frequency_months,
          'hasUrgentQuote', exists (select 1 from ${quotes} q where q.property_id = ps.property_id
            and q.service_id = s.id and q.severity = 'URGENT' and q.status_id = ${sql.raw(String(AWAITING_APPROVAL))})
        ) order by s.id)::text
        from ${propertyServices} ps join ${services} s on s.id = ps.service_id
        where ps.property_id = ${id} and not ps.is_cancelled`),
      tenancies: list<TenancyJson>(sql`select json_agg(json_build_object(
          'tenancyId', t.id, 'startedAt', t.started_at, 'endedAt', t.ended_at, 'vacatingAt', t.vacating_at,
          'notes', t.notes, 'source', t.source, 'leaseType', t.lease_type, 'version', t.version,
          'confirmedAt', t.confirmed_at, 'isVacated', t.is_vacated,
          'occupants', (select coalesce(json_agg(json_build_object(
              'occupantId', o.id, 'name', o.name, 'email', o.email,
              'contactNumbers', (select coalesce(json_agg(json_build_object(
                  'contactNumberId', n.id, 'number', n.number, 'type', n.type,
                  'doNotContactReasonCode', n.do_not_contact_reason_code,
                  'doNotContactReasonName', n.do_not_contact_reason_name) order by n.id), '[]')
                from ${contactNumbers} n where n.occupant_id = o.id)
            ) order by o.position, o.id), '[]') from ${occupants} o where o.tenancy_id = t.id)
        ) order by t.started_at, t.id)::text
        from ${tenancies} t where t.property_id = ${id}`),
      openIssues: list<IssueJson>(sql`select json_agg(json_build_object(
          'id', i.id, 'issueType', i.issue_type, 'entryMethod', i.entry_method, 'createdAt', i.created_at
        ) order by i.created_at, i.id)::text
        from ${accessIssues} i where i.property_id = ${id} and i.state = 'OPEN'`),
      openNotices: list<NoticeJson>(sql`select json_agg(json_build_object(
          'id', n.id, 'noticeType', n.notice_type, 'isUrgent', n.is_urgent, 'createdAt', n.created_at
        ) order by n.created_at, n.id)::text
        from ${notices} n where n.property_id = ${id} and not n.is_resolved`),
      requests: list<RequestJson>(sql`select json_agg(json_build_object(
          'id', r.id, 'kind', r.kind, 'serviceIds', r.service_ids, 'holdDate', r.hold_date, 'createdAt', r.created_at
        ) order by r.created_at desc, r.id desc)::text
        from ${serviceRequests} r where r.property_id = ${id} and r.created_at > ${sql.placeholder('requestsSince')}`),
    })
    .from(properties)
    .innerJoin(addresses, eq(addresses.id, properties.addressId))
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .leftJoin(agencies, eq(agencies.id, properties.agencyId))
    .leftJoin(propertyManagers, eq(propertyManagers.id, properties.propertyManagerId))
    .leftJoin(keyPickupLocations, eq(keyPickupLocations.id, properties.keyLocationId))
    .where(eq(properties.id, sql.placeholder('propertyId')))
    .prepare('acp_property_detail')
}

const detailQueries = new WeakMap<Db, ReturnType<typeof buildDetailQuery>>()

/** The property's row and everything its overview shows, or undefined when there is no such property. */
export async function readPropertyDetail(db: Db, propertyId: number, requestsSince: Date) {
  let query = detailQueries.get(db)
  if (!query) {
    query = buildDetailQuery(db)
    detailQueries.set(db, query)
  }
  const [row] = await query.execute({ propertyId, requestsSince })
  if (!row) return undefined
  return {
    ...row,
    tenancies: row.tenancies.map(tenancyFromJson),
    openIssues: row.openIssues.map((i) => ({ ...i, createdAt: new Date(i.createdAt) })),
    openNotices: row.openNotices.map((n) => ({ ...n, createdAt: new Date(n.createdAt) })),
    requests: row.requests.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
  }
}

/** The same shape as tenancyView builds from rows (tenancy-view.ts). */
function tenancyFromJson(t: TenancyJson): TenancyView {
  return {
    tenancyId: t.tenancyId,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
    vacatingAt: t.vacatingAt,
    notes: t.notes,
    source: t.source,
    leaseType: t.leaseType,
    version: t.version,
    confirmedAt: t.confirmedAt ? new Date(t.confirmedAt).toISOString() : null,
    isVacated: t.isVacated,
    occupants: t.occupants.map((o) => ({
      occupantId: o.occupantId,
      name: o.name,
      email: o.email,
      contactNumbers: o.contactNumbers,
      isAllContactNumbersBlacklisted:
        o.contactNumbers.length > 0 && o.contactNumbers.every((n) => n.doNotContactReasonCode !== null),
    })),
  }
}
