import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agencies, keyPickupLocations, propertyManagers } from './agencies.ts'

export const suburbs = pgTable(
  'suburbs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    postcode: text().notNull(),
    stateId: smallint().notNull(),
  },
  (t) => [index('suburbs_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`), index().on(t.postcode)],
)

export const addresses = pgTable('addresses', {
  id: serial().primaryKey(),
  line1: text().notNull(),
  line2: text(),
  line3: text(),
  suburbId: integer().references(() => suburbs.id),
  /** Set instead of the lines for an address outside Australia. */
  internationalAddress: text(),
})

type PreferenceValue = 'YES' | 'NO' | 'BY_EXCEPTION'
/**
 * One field as stored: the plain value of rows written before preferences had temporary values, or the
 * PreferenceFieldState of src/contract/access-issues.ts. Read both through server/routes/property/entry-preference-state.ts.
 */
export type StoredPreferenceField =
  | PreferenceValue
  | {
      preference: PreferenceValue | null
      tempPreference: PreferenceValue | null
      tempPreferenceExpiresAt: string | null
    }

export type EntryMethodPreferences = {
  occupantAppointmentPreference?: StoredPreferenceField
  internalEnPreference?: StoredPreferenceField
  vacantEntryPreference?: StoredPreferenceField
  comments?: string | null
  updatedAt?: string | null
  updatedBy?: string | null
}

/** A property serviced by the compliance provider ("managed"). Its id is the compliancePropertyId. */
export const properties = pgTable(
  'properties',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    addressId: integer()
      .notNull()
      .references(() => addresses.id),
    propertyManagerId: integer().references(() => propertyManagers.id, { onDelete: 'set null' }),
    /** Synced from the agency's management software: tenancy and keys are read-only here. */
    isIntegrated: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    isResidentialProperty: boolean().notNull().default(true),
    nonResidentialPropertyType: text({ enum: ['commercial', 'industrial', 'other'] }),
    complianceStatus: text().notNull(),
    overviewStatus: text().notNull(),
    isKeyAvailable: boolean().notNull().default(false),
    keyNumber: text(),
    keyLocationId: integer().references(() => keyPickupLocations.id, { onDelete: 'set null' }),
    onsiteKeyAvailability: text({ enum: ['AVAILABLE', 'UNAVAILABLE', 'TEMPORARY'] })
      .notNull()
      .default('UNAVAILABLE'),
    temporaryKeyExpirationDate: date({ mode: 'string' }),
    keyOnsiteNotes: text(),
    keyInfoValidFrom: date({ mode: 'string' }),
    /** Optimistic concurrency for the key details: an edit queued offline names the version it was made against. */
    keysVersion: integer().notNull().default(1),
    bookingMethod: text({ enum: ['APPOINTMENT', 'ENTRY_NOTICE'] })
      .notNull()
      .default('APPOINTMENT'),
    entryMethodPreferences: jsonb().$type<EntryMethodPreferences>().notNull().default({}),
    showHoldService: boolean().notNull().default(true),
    showCancelProperty: boolean().notNull().default(true),
    canSelectCancellationServices: boolean().notNull().default(true),
    /** When the agency last confirmed the tenancy details (or the vacancy) as correct. */
    detailsConfirmedAt: timestamp({ withTimezone: true }),
    /** Above 0 the provider handles the property's access issues itself: the wizard shows no case (§4). */
    portalSuppressionLevel: smallint().notNull().default(0),
    /** When the property was built, 'yyyy-MM', as the agency told the provider (reported findings: built year). */
    propertyBuilt: text(),
    /**
     * The address as one lower-case line ("12 smith st richmond vic 3121"), kept by a trigger: what the
     * portfolio search matches (trigram index) and sorts by.
     */
    searchText: text().notNull().default(''),
    /**
     * The ids of the property's live (not cancelled) services, sorted, and the servicing states among them
     * (job statuses, ON_HOLD, PENDING_CANCELLATION): kept by a trigger on property_services, so the
     * portfolio's service filters and servicing facets are indexed conditions on this row, not subqueries.
     */
    serviceIds: integer().array().notNull().default(sql`'{}'`),
    servicingStates: text().array().notNull().default(sql`'{}'`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.agencyId, t.propertyManagerId),
    index().on(t.addressId),
    index('properties_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The list's order. properties_agency_search_filters (migration 0025; drizzle has no INCLUDE) has the same keys
    // and INCLUDEs the columns the facets and service filters test, so a filtered page reads no row it does not show.
    index('properties_agency_search').on(t.agencyId, t.searchText, t.id),
    index().on(t.agencyId, t.complianceStatus),
    index().on(t.agencyId, t.overviewStatus),
    // Equality (serviceExclusivity=ONLY) and counts; the GIN indexes answer @> and &&.
    index('properties_agency_service_ids').on(t.agencyId, t.serviceIds),
    index('properties_service_ids_gin').using('gin', t.serviceIds),
    index('properties_servicing_states_gin').using('gin', t.servicingStates),
  ],
)

/** The compliance services of the catalogue: smoke 1, gas 2, electrical 3, … */
export const services = pgTable('services', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  shortName: text().notNull(),
  icon: text().notNull(),
  serviceFrequencyMonths: smallint().notNull(),
  /** Offered only in these states (null: everywhere). */
  stateIds: jsonb().$type<number[]>(),
})

/** A service on a managed property, with the provider's job state. */
export const propertyServices = pgTable(
  'property_services',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    jobStatus: text({ enum: ['OVERDUE', 'SERVICE_PENDING', 'BOOKED_IN', 'REBOOKING_IN_PROGRESS', 'COMPLETED'] }),
    isOnHold: boolean().notNull().default(false),
    isPendingCancellation: boolean().notNull().default(false),
    isCancelled: boolean().notNull().default(false),
    complianceStatus: text().notNull(),
    lastServiceDate: date({ mode: 'string' }),
    nextServiceDate: date({ mode: 'string' }),
    serviceFrequencyMonths: smallint().notNull(),
    bookedInDate: date({ mode: 'string' }),
  },
  (t) => [index().on(t.propertyId, t.serviceId), index().on(t.serviceId, t.complianceStatus)],
)

/** A property in the agency's management software portfolio, managed by us or by other providers. */
export const portfolioProperties = pgTable(
  'portfolio_properties',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    addressId: integer()
      .notNull()
      .references(() => addresses.id),
    propertyManagerId: integer().references(() => propertyManagers.id, { onDelete: 'set null' }),
    /** Set when the compliance provider services it too. */
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    softwareName: text().notNull(),
    firstActiveDate: date({ mode: 'string' }).notNull(),
    isUnderEnrolment: boolean().notNull().default(false),
    underEnrolmentAt: timestamp({ withTimezone: true }),
    underEnrolmentBy: text(),
    dismissedAt: timestamp({ withTimezone: true }),
    /** 'unknownCount' | '0' | '1' | '2+' or null when not asked. */
    gasApplianceCountValue: text({ enum: ['unknownCount', '0', '1', '2+'] }),
    isResidentialProperty: boolean().notNull().default(true),
    nonResidentialPropertyType: text({ enum: ['commercial', 'industrial', 'other'] }),
    /** The address as one lower-case line, as properties.searchText (same trigger function). */
    searchText: text().notNull().default(''),
    /**
     * A summary of its service entries, kept by triggers on service_entries (migration 0009), so the
     * non-managed list's filters are indexed conditions on this row: the services, the providers, which
     * gaps some entry has (MISSING_SUPPLIER, MISSING_LAST_SERVICE_DATE), every next service date (GIN: an
     * overlap with the 31 approaching days) and the earliest one (btree: overdue is earliest < today).
     */
    serviceIds: integer().array().notNull().default(sql`'{}'`),
    /** The same services as bits (1 << (id - 1)): counted by equality on a few masks in a btree index. */
    serviceMask: integer().notNull().default(0),
    providerIds: integer().array().notNull().default(sql`'{}'`),
    entryGaps: text().array().notNull().default(sql`'{}'`),
    nextServiceDates: date({ mode: 'string' }).array().notNull().default(sql`'{}'`),
    earliestNextServiceDate: date({ mode: 'string' }),
  },
  (t) => {
    // The non-managed list reads only rows no plan of ours services.
    const nonManaged = sql`${t.propertyId} IS NULL`
    return [
      index().on(t.agencyId, t.propertyManagerId),
      index().on(t.agencyId, t.firstActiveDate),
      // A managed property's row here (its page links to it): a lookup by property on every property read.
      index('portfolio_properties_property_id').on(t.propertyId).where(sql`${t.propertyId} IS NOT NULL`),
      // With portfolio_non_managed_search_filters (migration 0025): the same keys, the filters' columns INCLUDEd.
      index('portfolio_non_managed_search').on(t.agencyId, t.searchText, t.id).where(nonManaged),
      index('portfolio_non_managed_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).where(nonManaged),
      index('portfolio_non_managed_service_mask').on(t.agencyId, t.serviceMask).where(nonManaged),
      index('portfolio_non_managed_provider_ids').using('gin', t.providerIds).where(nonManaged),
      index('portfolio_non_managed_entry_gaps').using('gin', t.entryGaps).where(nonManaged),
      index('portfolio_non_managed_next_dates').using('gin', t.nextServiceDates).where(nonManaged),
      // New managements (migration 0027, property_manager_id INCLUDEd): the dashboard's count and their list.
      index('portfolio_new_managements')
        .on(t.agencyId, t.firstActiveDate, t.id)
        .where(sql`${t.propertyId} IS NULL AND ${t.dismissedAt} IS NULL`),
      index('portfolio_non_managed_earliest').on(t.agencyId, t.earliestNextServiceDate).where(nonManaged),
      // COMPLIANT: no gap and nothing overdue, a range of this small index.
      index('portfolio_non_managed_no_gaps')
        .on(t.agencyId, t.earliestNextServiceDate)
        .where(sql`${t.propertyId} IS NULL AND ${t.entryGaps} = '{}'`),
    ]
  },
)

export const serviceProviders = pgTable(
  'service_providers',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    supplierName: text().notNull(),
  },
  // One provider of a name per agency, whatever the case: two adds at once cannot both pass a lookup.
  (t) => [uniqueIndex('service_providers_agency_name').on(t.agencyId, sql`lower(${t.supplierName})`)],
)

/** A service entry of a non-managed portfolio property (foundations §3 "Service entry"). */
export const serviceEntries = pgTable(
  'service_entries',
  {
    id: serial().primaryKey(),
    portfolioPropertyId: integer()
      .notNull()
      .references(() => portfolioProperties.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    complianceId: integer(),
    managedBy: text({ enum: ['LANDLORD', 'THIRD_PARTY', 'UNKNOWN', 'NOT_MANAGED'] }),
    lastServiceDate: date({ mode: 'string' }),
    nextServiceDate: date({ mode: 'string' }),
    providerId: integer().references(() => serviceProviders.id, { onDelete: 'set null' }),
    serviceFrequencyMonths: smallint().notNull(),
  },
  // One entry per service of a property: saves that add it at once update the one row (ON CONFLICT).
  (t) => [uniqueIndex('service_entries_property_service').on(t.portfolioPropertyId, t.serviceId)],
)

/**
 * A record's copy of its property's agency (quotes, reported findings, notices, access issues), so an agency's lists
 * and counts start from its own records. The trigger agency_of_property (migration 0026) writes it on every insert and
 * on any change, from the property: the app never sets it (null is sent and replaced).
 */
export const agencyOfProperty = () =>
  integer()
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' })
    .$defaultFn(() => sql`null`)
