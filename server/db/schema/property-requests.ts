import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agencies, users } from './agencies.ts'
import { addresses, portfolioProperties, properties, services } from './properties.ts'

/**
 * Addresses the provider knows besides its properties' own: entered by hand by an agency in the property
 * request creator (agencyId and creationToken set: only that agency sees it), or known from elsewhere
 * (agencyId null: every agency's address search finds it).
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    addressId: integer()
      .primaryKey()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    agencyId: integer().references(() => agencies.id, { onDelete: 'cascade' }),
    /** What a property request's creation details name a new address by (POST /v1/address). */
    creationToken: text().unique(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The address as one lower-case line, as properties.search_text: what the type-ahead matches. */
    searchText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_addresses_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`), index().on(t.agencyId)],
)

/**
 * The provider's request processes per state (property-operations §3 "workflow"): the payload versions a new
 * execution accepts, or the legacy job order page (a path on the state's legacy site) instead.
 */
export const stateWorkflows = pgTable(
  'state_workflows',
  {
    id: serial().primaryKey(),
    stateId: smallint().notNull(),
    name: text().notNull(),
    description: text(),
    payloadVersions: text().array().notNull().default(sql`'{}'`),
    useLegacyJobOrderPage: boolean().notNull().default(false),
    legacyJobOrderPath: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index().on(t.stateId, t.sortOrder)],
)

export const PROPERTY_REQUEST_STATE_VALUES = ['DRAFT', 'SUBMITTED', 'ACCEPTED'] as const
export const CREATION_TYPE_VALUES = ['existing-property', 'existing-address', 'new-address'] as const

/** A property request (§3): about an address, for one agency, in a state workflow with a payload. */
export const propertyRequests = pgTable(
  'property_requests',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    creationType: text({ enum: CREATION_TYPE_VALUES }).notNull(),
    addressId: integer()
      .notNull()
      .references(() => addresses.id),
    /** Set for 'existing-property' (the property the request is about). */
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    /** Set for 'new-address': the token it was created with. */
    creationToken: text(),
    agencyPortfolioPropertyId: integer().references(() => portfolioProperties.id, { onDelete: 'set null' }),
    /** Null: not assigned a workflow yet (requests made elsewhere, e.g. by the provider's staff). */
    stateWorkflowId: integer().references(() => stateWorkflows.id),
    payloadVersionId: text(),
    payload: jsonb(),
    state: text({ enum: PROPERTY_REQUEST_STATE_VALUES }).notNull().default('DRAFT'),
    /** Optimistic concurrency: every write checks and bumps it. */
    version: integer().notNull().default(1),
    /** The property the provider enrolled for this request, once it has. */
    enrolledPropertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.agencyId, t.id), index().on(t.propertyId)],
)

/** What happened to a request, oldest first (the /work-order page's history). */
export const propertyRequestEvents = pgTable(
  'property_request_events',
  {
    id: serial().primaryKey(),
    propertyRequestId: integer()
      .notNull()
      .references(() => propertyRequests.id, { onDelete: 'cascade' }),
    type: text({ enum: ['CREATED', 'PAYLOAD_UPDATED', 'SUBMITTED', 'ACCEPTED', 'ENROLLED'] }).notNull(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.propertyRequestId, t.id)],
)

/**
 * The stand-in workflow engine's executions (server/standins/workflows.ts): one per submitted request, the
 * unique key making a second submit of the same request impossible.
 */
export const workflowExecutions = pgTable(
  'workflow_executions',
  {
    id: serial().primaryKey(),
    propertyRequestId: integer()
      .notNull()
      .references(() => propertyRequests.id, { onDelete: 'cascade' }),
    stateWorkflowId: integer()
      .notNull()
      .references(() => stateWorkflows.id),
    payloadVersionId: text().notNull(),
    payload: jsonb().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.propertyRequestId)],
)

/** What the provider charges an agency per service: for one state, or (stateId null) everywhere else. */
export const agencyPricing = pgTable(
  'agency_pricing',
  {
    id: serial().primaryKey(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    stateId: smallint(),
  },
  (t) => [index().on(t.agencyId)],
)

export const agencyPricingServices = pgTable(
  'agency_pricing_services',
  {
    pricingId: integer()
      .notNull()
      .references(() => agencyPricing.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    /** Cents inc. GST: whole numbers add up exactly. */
    priceCentsIncGst: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pricingId, t.serviceId] })],
)
