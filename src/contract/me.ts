import * as v from 'valibot'
import type { EXPERIMENTS, FEATURE_FLAGS } from './catalog.ts'
import { idSchema, requestObject } from './fields.ts'

/** GET /v1/me/active-experiments: experiments and agency feature flags that are on, each mapped to true. */
export const ActiveExperimentsSchema = v.record(v.string(), v.literal(true))
export type ActiveExperiments = v.InferOutput<typeof ActiveExperimentsSchema>
export type GateKey = (typeof EXPERIMENTS)[number] | (typeof FEATURE_FLAGS)[number]

export const EmailDomainSchema = v.object({
  domain: v.string(),
  setup_url: v.nullable(v.string()),
  email_accounts: v.array(v.string()),
})

/** GET /v1/me/agency-settings: the user's settings in this agency plus what the agency allows. */
export const AgencySettingsSchema = v.object({
  defaultPropertyManagerId: v.nullable(v.number()),
  showPortfolioMirroring: v.boolean(),
  emailDomains: v.array(EmailDomainSchema),
  allow_agency_portal_booking: v.boolean(),
  isServiceReportsAutoOwnerEmailAllowed: v.boolean(),
  isIntegrated: v.boolean(),
  softwareName: v.nullable(v.string()),
})
export type AgencySettings = v.InferOutput<typeof AgencySettingsSchema>

export const UserSettingsSchema = v.object({
  agency: v.object({
    defaultPropertyManagerId: v.nullable(v.number()),
    showPortfolioMirroring: v.boolean(),
  }),
})
export type UserSettings = v.InferOutput<typeof UserSettingsSchema>

const PropertyManagerIdSchema = v.nullable(idSchema('Choose a property manager'))

/** PATCH /v1/me/settings: any of the settings fields. */
export const UpdateUserSettingsSchema = requestObject({
  agency: v.pipe(
    v.object({
      defaultPropertyManagerId: v.optional(PropertyManagerIdSchema),
      showPortfolioMirroring: v.optional(v.boolean('Must be true or false')),
    }),
    v.check(
      (a) => a.defaultPropertyManagerId !== undefined || a.showPortfolioMirroring !== undefined,
      'Nothing to update',
    ),
  ),
})
export type UpdateUserSettings = v.InferInput<typeof UpdateUserSettingsSchema>

/** GET /v1/me/terms (204 when none pending). */
export const PendingTermsSchema = v.object({ id: v.number(), effectiveFrom: v.string(), textContent: v.string() })
export type PendingTerms = v.InferOutput<typeof PendingTermsSchema>

export const EULA_REQUIRED_MESSAGE = 'You must accept the End User License Agreement to continue'
export const SETTINGS_NOT_FOUND = 'Settings for this user were not found'
/** The failure texts of GET /v1/me/active-experiments and GET /v1/me/agency-settings (foundations §7). */
export const EXPERIMENTS_FAILED = 'Failed to get active experiments'
export const AGENCY_SETTINGS_FAILED = 'Failed to get agency settings'
export const SETTINGS_FORBIDDEN = "You do not have access to this user's settings"
