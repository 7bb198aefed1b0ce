import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type AgencyActionBody,
  agencyActionBodySchema,
  checkActionForGroup,
  PMS_PLACEHOLDER,
  SOLUTION_NOT_AVAILABLE,
  type SolutionGroup,
} from '../../../src/contract/access-issues.ts'
import { todayInState } from '../../../src/contract/states.ts'
import { currentSession } from '../../auth/session-middleware.ts'
import {
  accessIssueActions,
  accessIssues,
  accessProblemSetSolutions,
  accessSolutions,
  agencies,
  notices,
} from '../../db/schema/index.ts'
import type { AppDeps, AppEnv } from '../../deps.ts'
import { ok } from '../../http/envelope.ts'
import { HttpError, ValidationFailed } from '../../http/errors.ts'
import { parseJsonBody } from '../../http/validate.ts'
import { accessIssueCase, pmsName } from './access-case.ts'
import { loadProperty, lockProperty, type PropertyRow, propertyIdOf } from './property-access.ts'
import { CANCELLED_PROPERTY } from './tenancy-routes.ts'

/** Access issues v2 (property-operations §7): the property's case and the agency actions that resolve it. */
export function accessCaseRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  const property = (c: Parameters<typeof currentSession>[0]) =>
    loadProperty(db, currentSession(c), propertyIdOf(c.req.param('id')))

  app.get('/:id/access-issues', async (c) => ok(c, await accessIssueCase(db, await property(c))))

  /**
   * Performs a solution: every open access issue whose problem set suggests it is resolved, with the property's
   * unresolved notices of those types (§4: "Performing a solution removes the problem sets that contain that
   * solution"). Checked and written under the property's lock, so two actions at once see each other.
   */
  app.post('/:id/access-issues/action', async (c) => {
    const session = currentSession(c)
    const p = await property(c)
    const body = await parseJsonBody(c, agencyActionBodySchema(todayInState(session.stateId)))
    if (p.isCancelled) throw new HttpError(403, CANCELLED_PROPERTY)

    await db.transaction((tx) => performAgencyAction(tx, session, p, body))
    return ok(c, await accessIssueCase(db, await property(c)))
  })

  return app
}

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0]

/**
 * Performs a solution inside the caller's transaction: every open access issue whose problem set suggests it
 * is resolved, with the property's unresolved notices of those types. Also used when an email to the
 * occupants is the EMAIL solution (POST /v1/notice/send-occupant-notification). Returns the action's id.
 */
export async function performAgencyAction(
  tx: Tx,
  session: { userId: number },
  p: PropertyRow,
  body: AgencyActionBody,
): Promise<{ id: number }> {
  await lockProperty(tx, p.id)
  const [solution] = await tx
    .select()
    .from(accessSolutions)
    .where(eq(accessSolutions.solutionLabel, body.solutionLabel))
  const codes = solution
    ? (
        await tx
          .select({ code: accessProblemSetSolutions.problemCode })
          .from(accessProblemSetSolutions)
          .where(eq(accessProblemSetSolutions.solutionLabel, solution.solutionLabel))
      ).map((r) => r.code)
    : []
  const resolving = codes.length
    ? await tx
        .select({ id: accessIssues.id, type: accessIssues.issueType })
        .from(accessIssues)
        .where(
          and(
            eq(accessIssues.propertyId, p.id),
            eq(accessIssues.state, 'OPEN'),
            inArray(accessIssues.issueType, codes),
          ),
        )
    : []
  // Unknown, or not suggested by any open problem set (already resolved by another action, say).
  if (!solution || resolving.length === 0) throw new HttpError(409, SOLUTION_NOT_AVAILABLE)
  const missing = checkActionForGroup(solution.solutionGroup as SolutionGroup, body)
  if (missing) throw new ValidationFailed(missing)

  const [agency] = await tx
    .select({ softwareName: agencies.integrationSoftwareName })
    .from(agencies)
    .where(eq(agencies.id, p.agencyId))
  const label = solution.solutionPublicName.replaceAll(
    PMS_PLACEHOLDER,
    pmsName({ isIntegrated: p.isIntegrated, softwareName: agency?.softwareName ?? null }),
  )
  const now = new Date()
  const [action] = await tx
    .insert(accessIssueActions)
    .values({
      propertyId: p.id,
      solutionLabel: solution.solutionLabel,
      notes: body.notes,
      date: body.date,
      performedByUserId: session.userId,
      performedAt: now,
    })
    .returning({ id: accessIssueActions.id })
  await tx
    .update(accessIssues)
    .set({
      state: 'RESOLVED',
      resolutionLabel: label,
      resolutionNotes: body.notes,
      resolvedAt: now,
      resolvedByUserId: session.userId,
    })
    .where(
      inArray(
        accessIssues.id,
        resolving.map((r) => r.id),
      ),
    )
  const types = [...new Set(resolving.map((r) => r.type))]
  await tx
    .update(notices)
    .set({ isResolved: true, resolveReason: body.notes ? `${label}: ${body.notes}` : label, resolvedAt: now })
    .where(and(eq(notices.propertyId, p.id), eq(notices.isResolved, false), inArray(notices.noticeType, types)))
  if (!action) throw new Error('access_issue_actions insert returned no row')
  return { id: action.id }
}
