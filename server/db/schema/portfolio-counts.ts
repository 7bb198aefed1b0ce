import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
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
