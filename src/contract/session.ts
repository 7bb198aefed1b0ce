import * as v from 'valibot'
import { listSchema } from './envelope.ts'
import { idParamSchema, idSchema, requestObject, textSchema } from './fields.ts'

/** POST /v1/auth/login: what the callback page read from the state sign-in's redirect. */
export const LoginRequestSchema = requestObject({
  authToken: v.pipe(
    textSchema('Sign-in token is required'),
    v.minLength(1, 'Sign-in token is required'),
    v.maxLength(4096),
  ),
  complianceSystemSessionId: v.optional(v.nullable(v.pipe(textSchema(), v.maxLength(200)))),
  isImpersonating: v.optional(v.boolean(), false),
  UNSAFE_originalComplianceUserId: v.optional(v.nullable(idSchema('Original user id must be a positive integer'))),
})
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>

export const SessionUserSchema = v.object({ id: v.number(), name: v.string(), email: v.string() })

/** GET /v1/auth/session and the result of login and agency switching. */
export const SessionSchema = v.object({
  complianceAgencyId: v.number(),
  agencyName: v.string(),
  stateId: v.number(),
  state: v.string(),
  /** The provider's legacy site for this state: legacy links (Bookings, Invoices, …) open there. */
  complianceSystemUrl: v.string(),
  requiresRelogin: v.boolean(),
  isImpersonating: v.boolean(),
  isMasterUser: v.boolean(),
  agencyCount: v.number(),
  user: SessionUserSchema,
  originalUser: v.nullable(SessionUserSchema),
  expiresAt: v.string(),
})
export type Session = v.InferOutput<typeof SessionSchema>

/** POST /v1/auth/logout: where the sign-out link asked to go next (the server decides if it may). */
export const LogoutRequestSchema = requestObject({
  logoutUrl: v.optional(v.nullable(v.pipe(textSchema(), v.maxLength(2000, 'Logout URL is too long')))),
})
export type LogoutRequest = v.InferInput<typeof LogoutRequestSchema>

/** Where to go after signing out: a same-origin path or a configured state logout page, or null for the sign-in page. */
export const LogoutResponseSchema = v.object({ logoutUrl: v.nullable(v.string()) })

export const UserAgencySchema = v.object({
  complianceAgencyId: v.number(),
  complianceAgencyName: v.string(),
  state: v.string(),
})
export type UserAgency = v.InferOutput<typeof UserAgencySchema>
export const UserAgencyListSchema = listSchema(UserAgencySchema)

export const AGENCY_SWITCH_PAGE_SIZE = 5

export const AgenciesQuerySchema = requestObject({
  page: v.optional(idParamSchema('Page must be 1 or more'), '1'),
  'page-size': v.optional(
    v.pipe(idParamSchema('Page size must be 1 or more'), v.maxValue(100, 'Page size must be at most 100')),
    String(AGENCY_SWITCH_PAGE_SIZE),
  ),
})

/** PUT /v1/auth/agencies. */
export const SwitchAgencyRequestSchema = requestObject({
  agencyId: idSchema('Agency id must be a positive integer'),
})

export const IMPERSONATION_REFUSAL =
  "Changes cannot be made to the agency's data while you are impersonating another user. Switch back to make changes."
export const SESSION_NOT_FOUND = 'Session not found'
