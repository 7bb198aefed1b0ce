import { date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './agencies.ts'
import { properties } from './properties.ts'

/**
 * The provider's access-issue catalogue (property-operations §3 "Problem set", "Suggested action"): one problem
 * set per access issue type, the solutions the agency can perform, and which solutions suggest themselves for
 * which set, best first. Owned by the server and seeded; the browser only ever sees it inside a case.
 */
export const accessProblemSets = pgTable('access_problem_sets', {
  /** The access issue type (src/contract/catalog.ts ACCESS_ISSUE_TYPES). */
  problemCode: text().primaryKey(),
  publicName: text().notNull(),
  publicDescriptions: text().array().notNull(),
})

export const accessSolutions = pgTable('access_solutions', {
  solutionLabel: text().primaryKey(),
  solutionPublicName: text().notNull(),
  /** SOLUTION_GROUPS of src/contract/access-issues.ts: which form the wizard shows. */
  solutionGroup: text().notNull(),
  /** The integrated texts may hold {PMS}, replaced by the agency's management software. */
  descriptionIntegrated: text().notNull(),
  descriptionNonIntegrated: text().notNull(),
  confirmationButtonTextIntegrated: text().notNull(),
  confirmationButtonTextNonIntegrated: text().notNull(),
})

/** A problem set's suggested actions; rank 1 is the most effective. A set with none only the provider resolves. */
export const accessProblemSetSolutions = pgTable(
  'access_problem_set_solutions',
  {
    problemCode: text()
      .notNull()
      .references(() => accessProblemSets.problemCode, { onDelete: 'cascade' }),
    solutionLabel: text()
      .notNull()
      .references(() => accessSolutions.solutionLabel, { onDelete: 'cascade' }),
    rank: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.problemCode, t.solutionLabel] }), index().on(t.solutionLabel)],
)

/** Solutions an agency performed on a property's case (POST /v2/property/{id}/access-issues/action). */
export const accessIssueActions = pgTable(
  'access_issue_actions',
  {
    id: serial().primaryKey(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    solutionLabel: text()
      .notNull()
      .references(() => accessSolutions.solutionLabel),
    notes: text(),
    /** The resolved date the agency gave, if any. */
    date: date({ mode: 'string' }),
    performedByUserId: integer()
      .notNull()
      .references(() => users.id),
    performedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The entry method the agency was unblocking in the wizard, when it said. */
    entryMethod: text(),
  },
  (t) => [index().on(t.propertyId, t.performedAt)],
)
