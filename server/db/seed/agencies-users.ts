import { asc } from 'drizzle-orm'
import { EXPERIMENTS, FEATURE_FLAGS } from '../../../src/contract/catalog.ts'
import { COMPLIANCE_STATES } from '../../../src/contract/states.ts'
import { hashPassword } from '../../auth/password.ts'
import {
  agencies,
  agencyEmailDomains,
  agencyExperiments,
  agencyFeatureFlags,
  agencyMemberships,
  keyPickupLocations,
  notificationPreferences,
  propertyManagers,
  termsAcceptances,
  termsOfUse,
  userSettings,
  users,
} from '../schema/index.ts'
import { emailLocalPart } from './addresses.ts'
import type { AgencyRecord, PropertyManagerRecord, SeedContext } from './context.ts'
import { type AgencyDefinition, FLAG_OF_EXPERIMENT } from './data/agencies.ts'
import { FIRST_NAMES, LAST_NAMES } from './data/names.ts'
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts'
import { insertAll, insertIds } from './insert.ts'
import { addDays, at, Rng } from './random.ts'

export type UserIds = Record<string, number>

/** The demo users; the password is hashed once (scrypt is slow) and the hash shared. */
export async function seedUsers(ctx: SeedContext): Promise<UserIds> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const ids = await insertIds(
    ctx.db,
    users,
    DEMO_USERS.map((u, i) => ({
      username: u.username,
      passwordHash,
      name: u.name,
      email: u.email,
      canImpersonate: u.username === 'support',
      createdAt: at(addDays(ctx.today, -420 + i * 7), 10),
    })),
  )
  return Object.fromEntries(DEMO_USERS.map((u, i) => [u.username, ids[i] as number]))
}

function propertyManagerNames(rng: Rng, count: number, taken: Set<string>): string[] {
  const names: string[] = []
  while (names.length < count) {
    const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
    if (taken.has(name)) continue
    taken.add(name)
    names.push(name)
  }
  return names
}

/**
 * The agencies' entry-method preference (foundations §4, 1–5), spread so each value is seeded once; the
 * others (the benchmark agency) keep 1. Bayside, the agency most tests sign in to, allows appointments (2).
 */
const ENTRY_METHOD_PREFERENCE: Record<string, number> = {
  'Harbour & Co Property': 1,
  'Bayside Rentals': 2,
  'Sunshine Coast Realty': 3,
  'Southern Cross Estates': 4,
  'Swan River Realty': 5,
}

/** An agency with its domain, property managers, key pickup locations, experiments and feature flags. */
export async function seedAgency(
  ctx: SeedContext,
  def: AgencyDefinition,
  options: { linkedUser?: { id: number; name: string; email: string }; requesterUserId: number; isBenchmark: boolean },
): Promise<AgencyRecord> {
  const { db, today } = ctx
  const rng = new Rng(`agency:${def.name}`)
  const state = COMPLIANCE_STATES.find((s) => s.code === def.stateCode)
  if (!state) throw new Error(`Unknown state ${def.stateCode}`)
  const [id] = await insertIds(db, agencies, [
    {
      name: def.name,
      stateId: state.id,
      integrationSoftwareName: def.integration,
      allowAgencyPortalBooking: def.allowAgencyPortalBooking,
      isServiceReportsAutoOwnerEmailAllowed: def.isServiceReportsAutoOwnerEmailAllowed,
      releaseStage: def.releaseStage,
      helpPhone: def.helpPhone,
      entryMethodPreference: ENTRY_METHOD_PREFERENCE[def.name] ?? 1,
      createdAt: at(addDays(today, -rng.int(500, 1500)), 9),
    },
  ])
  if (id === undefined) throw new Error('agency insert returned no id')

  if (def.configuredDomain) {
    await insertAll(db, agencyEmailDomains, [
      {
        agencyId: id,
        domain: def.emailDomain,
        setupUrl: `https://mail.${def.emailDomain}/setup`,
        emailAccounts: [`rentals@${def.emailDomain}`, `reception@${def.emailDomain}`],
      },
      ...(def.extraEmailDomains ?? []).map((d) => ({ agencyId: id, ...d })),
    ])
  }

  const linked = options.linkedUser
  const taken = new Set<string>(linked ? [linked.name] : [])
  const names = propertyManagerNames(rng, def.propertyManagerCount - (linked ? 1 : 0), taken)
  const managerRows = [
    ...(linked ? [{ agencyId: id, userId: linked.id, name: linked.name, email: linked.email }] : []),
    ...names.map((name) => ({ agencyId: id, userId: null, name, email: `${emailLocalPart(name)}@${def.emailDomain}` })),
  ]
  const managerIds = await insertIds(db, propertyManagers, managerRows)
  const managers: PropertyManagerRecord[] = managerRows.map((row, i) => ({
    id: managerIds[i] as number,
    name: row.name,
    email: row.email,
    userId: row.userId,
  }))

  const keyLocationIds = await insertIds(
    db,
    keyPickupLocations,
    def.keyLocations.map((fullAddress) => ({ agencyId: id, fullAddress: `${def.name}, ${fullAddress}` })),
  )

  const enabled = new Set(def.experiments)
  await insertAll(
    db,
    agencyExperiments,
    EXPERIMENTS.map((key) => ({ agencyId: id, experimentKey: key, enabled: enabled.has(key) })),
  )
  const flagsOn = new Set<string>(['AgencyCompliancePortalAccess', ...def.extraFlags])
  for (const key of def.experiments) flagsOn.add(FLAG_OF_EXPERIMENT[key])
  await insertAll(
    db,
    agencyFeatureFlags,
    FEATURE_FLAGS.map((flag) => ({ agencyId: id, flag, enabled: flagsOn.has(flag) })),
  )

  // Service-report owner emails: preferences for some managers (only NOT_ALLOWED where the agency forbids it).
  const preferences = managers.flatMap((m, i) => {
    if (i % 3 === 2) return []
    const preference = !def.isServiceReportsAutoOwnerEmailAllowed
      ? ('NOT_ALLOWED' as const)
      : i % 3 === 0
        ? ('ALL_SERVICE_REPORTS' as const)
        : ('ONLY_COMPLIANT_SERVICE_REPORTS' as const)
    return [{ propertyManagerId: m.id, serviceReportsAutoOwnerEmailPreference: preference }]
  })
  await insertAll(db, notificationPreferences, preferences)

  return {
    id,
    name: def.name,
    stateId: state.id,
    stateCode: def.stateCode,
    integration: def.integration,
    domain: def.emailDomain,
    propertyManagers: managers,
    keyLocationIds,
    experiments: enabled,
    isBenchmark: options.isBenchmark,
    requesterUserId: options.requesterUserId,
  }
}

/** Memberships and per-agency settings of the demo users. */
export async function seedMemberships(ctx: SeedContext, userIds: UserIds, byName: Map<string, AgencyRecord>) {
  const agency = (name: string): AgencyRecord => {
    const found = byName.get(name)
    if (!found) throw new Error(`Missing agency ${name}`)
    return found
  }
  const user = (username: string): number => {
    const found = userIds[username]
    if (found === undefined) throw new Error(`Missing user ${username}`)
    return found
  }
  const bayside = agency('Bayside Rentals')
  const harbour = agency('Harbour & Co Property')
  const sunshine = agency('Sunshine Coast Realty')
  await insertAll(ctx.db, agencyMemberships, [
    { userId: user('pm.vic'), agencyId: bayside.id, isMasterUser: false },
    { userId: user('multi'), agencyId: bayside.id, isMasterUser: false },
    { userId: user('multi'), agencyId: harbour.id, isMasterUser: false },
    { userId: user('multi'), agencyId: sunshine.id, isMasterUser: false },
    { userId: user('master'), agencyId: harbour.id, isMasterUser: true },
    { userId: user('new.pm'), agencyId: agency('Southern Cross Estates').id, isMasterUser: false },
    ...[...byName.values()].map((a) => ({ userId: user('support'), agencyId: a.id, isMasterUser: false })),
  ])
  // Everyone accepted last year's terms; all but new.pm have accepted the current ones too.
  const terms = await ctx.db.select({ id: termsOfUse.id }).from(termsOfUse).orderBy(asc(termsOfUse.effectiveFrom))
  const acceptedAt = at(addDays(ctx.today, -300), 9, 30)
  await insertAll(
    ctx.db,
    termsAcceptances,
    DEMO_USERS.flatMap((u) =>
      terms
        .filter((_, index) => index === 0 || u.username !== 'new.pm')
        .map((t) => ({ userId: user(u.username), termsId: t.id, acceptedAt })),
    ),
  )
  const ownManager = bayside.propertyManagers.find((m) => m.userId === user('pm.vic'))
  const updatedAt = at(addDays(ctx.today, -12), 14, 5)
  await insertAll(ctx.db, userSettings, [
    {
      userId: user('pm.vic'),
      agencyId: bayside.id,
      defaultPropertyManagerId: ownManager?.id ?? null,
      showPortfolioMirroring: false,
      updatedAt,
    },
    {
      userId: user('master'),
      agencyId: harbour.id,
      defaultPropertyManagerId: harbour.propertyManagers[0]?.id ?? null,
      showPortfolioMirroring: true,
      updatedAt,
    },
    {
      userId: user('multi'),
      agencyId: harbour.id,
      defaultPropertyManagerId: harbour.propertyManagers[1]?.id ?? null,
      showPortfolioMirroring: true,
      updatedAt,
    },
    {
      userId: user('multi'),
      agencyId: sunshine.id,
      defaultPropertyManagerId: null,
      showPortfolioMirroring: false,
      updatedAt,
    },
  ])
}
