import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type EntryMethodPreferences,
  entryPreferencesBodySchema,
  expiryOutOfRange,
  storedPreference,
  tempExpiryRange,
} from '../../../src/contract/access-issues.ts'
import { toDateInput } from '../../../src/contract/dates.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import type { EntryMethodPreferences as StoredPreferences } from '../../db/schema/index.ts'
import { properties } from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { HttpError } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { userOf } from '../urgent-shared.ts'
import { preferenceStatesOf } from './entry-preference-state.ts'
import { loadProperty, lockProperty, propertyIdOf } from './property-access.ts'
import { CANCELLED_PROPERTY } from './tenancy-routes.ts'

/** The property's own preferences as EntryMethodPreferencesSchema (unset fields null: the agency's defaults apply). */
function preferencesView(stored: StoredPreferences, today: string): EntryMethodPreferences {
  return {
    ...preferenceStatesOf(stored),
    comments: stored.comments ?? null,
    tempExpireDateSettings: tempExpiryRange(today),
    updatedAt: stored.updatedAt ?? null,
    updatedBy: stored.updatedBy ?? null,
  }
}

/** GET and POST /v1/property/{id}/entry-method-preferences (property-operations §4 "Entry preference option", §5). */
export function entryPreferenceRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))

  app.get('/:id/entry-method-preferences', async (c) => {
    const p = await property(c)
    return ok(c, preferencesView(p.entryMethodPreferences, todayInState(currentSession(c).stateId)))
  })

  app.post('/:id/entry-method-preferences', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const today = todayInState(session.stateId)
    const body = await parseJsonBody(
      c,
      entryPreferencesBodySchema(today, (min, max) => expiryOutOfRange(toDateInput(min), toDateInput(max))),
    )
    if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
    const user = await userOf(db, session.userId)
    const next: StoredPreferences = {
      occupantAppointmentPreference: storedPreference(body.occupantAppointmentPreference),
      internalEnPreference: storedPreference(body.internalEnPreference),
      vacantEntryPreference: storedPreference(body.vacantEntryPreference),
      comments: body.comments,
      updatedAt: new Date().toISOString(),
      updatedBy: user.name,
    }
    await db.transaction(async (tx) => {
      // Under the lock: a cancellation that lands meanwhile wins, and two saves apply one after the other.
      const locked = await lockProperty(tx, p.id)
      if (locked.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)
      await tx.update(properties).set({ entryMethodPreferences: next }).where(eq(properties.id, p.id))
    })
    return ok(c, preferencesView(next, today))
  })

  return app
}
