import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { agencies } from './agencies.ts'

/**
 * How many of an agency's managed properties share each combination of the columns the portfolio's facets
 * and service filters read, kept by statement triggers on properties (migrations 0008, 0023). An unsearched
 * portfolio total is a sum over a few hundred of these rows instead of a count over 50,000 properties.
 */
export const portfolioFilterCounts = pgTable(
  'portfolio_filter_counts',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    complianceStatus: text().notNull(),
    overviewStatus: text().notNull(),
    serviceIds: integer().array().notNull(),
    servicingStates: text().array().notNull(),
    /** The status facets count only properties on service. */
    isCancelled: boolean().notNull().default(false),
    n: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'portfolio_filter_counts_pk',
      columns: [t.agencyId, t.complianceStatus, t.overviewStatus, t.serviceIds, t.servicingStates, t.isCancelled],
    }),
  ],
)

/**
 * How many of an agency's non-managed portfolio properties have each service mask: in all (providerId 0) and
 * per provider of one of their entries, kept by statement triggers on portfolio_properties (migration 0023).
 */
export const portfolioNonManagedCounts = pgTable(
  'portfolio_non_managed_counts',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** 0: every non-managed property of the agency; otherwise those with an entry by this provider. */
    providerId: integer().notNull(),
    serviceMask: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'portfolio_non_managed_counts_pk', columns: [t.agencyId, t.providerId, t.serviceMask] })],
)

/**
 * How many of an agency's non-managed portfolio properties share each earliest next service date and set of entry
 * gaps, kept by statement triggers on portfolio_properties (migration 0028): every non-managed facet but
 * APPROACHING_NEXT_SERVICE reads only these two, so its total is a sum over these rows. No next service date is
 * counted under 'infinity', which the facets' conditions read as never overdue.
 */
export const portfolioNonManagedFacetCounts = pgTable(
  'portfolio_non_managed_facet_counts',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    earliestNextServiceDate: date({ mode: 'string' }).notNull(),
    entryGaps: text().array().notNull(),
    n: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'portfolio_non_managed_facet_counts_pk',
      columns: [t.agencyId, t.earliestNextServiceDate, t.entryGaps],
    }),
  ],
)

/**
 * APPROACHING_NEXT_SERVICE's counters (migration 0028): a non-managed property's distinct next dates, each with the
 * date before it (clamped to 31 days before). A window [today, today + 30] holds the property once, at its first date
 * in it: the one whose previous date is before today. So the facet's total is a sum over ~31 × 31 rows.
 */
export const portfolioNonManagedApproachingCounts = pgTable(
  'portfolio_non_managed_approaching_counts',
  {
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    nextServiceDate: date({ mode: 'string' }).notNull(),
    previousDate: date({ mode: 'string' }).notNull(),
    n: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'portfolio_non_managed_approaching_counts_pk',
      columns: [t.agencyId, t.nextServiceDate, t.previousDate],
    }),
  ],
)
