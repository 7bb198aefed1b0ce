import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { agencies } from './agencies.ts'

/**
 * How many of an agency's managed properties share each combination of the columns the portfolio's facets
 * and service filters read, kept by statement triggers on properties (migration 0008). An unsearched
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
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.complianceStatus, t.overviewStatus, t.serviceIds, t.servicingStates] })],
)
