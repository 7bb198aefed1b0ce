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
} from 'drizzle-orm/pg-core'
import { agencies, users } from './agencies.ts'

/** Sessions: the cookie holds a random id; only its SHA-256 is stored, so a database leak cannot replay it. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    stateId: smallint().notNull(),
    complianceSessionId: text(),
    isImpersonating: boolean().notNull().default(false),
    originalUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
)

/** Single-use sign-in tokens issued by the state sign-in (stand-in or real). */
export const signInTokens = pgTable('sign_in_tokens', {
  jti: text().primaryKey(),
  usedAt: timestamp({ withTimezone: true }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
})

/** A request with an Idempotency-Key is answered once; replays get the stored response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    statusCode: smallint(),
    responseBody: jsonb(),
    /**
     * While the first request runs, its claim is held until this time and renewed every few seconds; a claim
     * left by a request that died with its process runs out soon after, so a resend is applied.
     */
    lockedUntil: timestamp({ withTimezone: true }),
    /** An upload's SHA-256 of its bytes, hashed as they streamed: a resend must carry the same file. */
    contentHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
)

/** Failed sign-ins, counted per username and per address to slow down password guessing. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial().primaryKey(),
    username: text().notNull(),
    address: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.createdAt), index().on(t.address, t.createdAt)],
)
