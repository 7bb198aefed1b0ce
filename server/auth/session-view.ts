import { and, count, eq, inArray } from 'drizzle-orm'
import type { Session } from '../../src/contract/session.ts'
import { stateCodeOf } from '../../src/contract/states.ts'
import type { Db } from '../db/client.ts'
import { agencies, agencyMemberships, users } from '../db/schema/index.ts'
import type { ServerConfig } from '../env.ts'
import type { SessionRow } from './session-store.ts'

/** Where legacy links go for a state: the configured legacy site, else the stand-in. */
export function legacySiteUrl(config: ServerConfig, stateCode: string): string {
  return config.legacySiteUrl ?? `/standin/${stateCode.toLowerCase()}/legacy`
}

/** The session as the client sees it (GET /v1/auth/session, login, agency switch). */
export async function sessionView(db: Db, config: ServerConfig, row: SessionRow): Promise<Session> {
  const userIds = row.originalUserId ? [row.userId, row.originalUserId] : [row.userId]
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds))
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, row.agencyId))
  const [membership] = await db
    .select()
    .from(agencyMemberships)
    .where(and(eq(agencyMemberships.userId, row.userId), eq(agencyMemberships.agencyId, row.agencyId)))
  const [memberships] = await db
    .select({ n: count() })
    .from(agencyMemberships)
    .where(eq(agencyMemberships.userId, row.userId))
  const user = people.find((p) => p.id === row.userId)
  if (!user || !agency) throw new Error('Session refers to a missing user or agency')
  const state = stateCodeOf(agency.stateId) ?? 'VIC'
  return {
    complianceAgencyId: agency.id,
    agencyName: agency.name,
    stateId: agency.stateId,
    state,
    complianceSystemUrl: legacySiteUrl(config, state),
    // Removed from the agency since signing in: the user must sign in again.
    requiresRelogin: !membership,
    isImpersonating: row.isImpersonating,
    isMasterUser: membership?.isMasterUser ?? false,
    agencyCount: memberships?.n ?? 0,
    user,
    originalUser: row.originalUserId ? (people.find((p) => p.id === row.originalUserId) ?? null) : null,
    expiresAt: row.expiresAt.toISOString(),
  }
}
