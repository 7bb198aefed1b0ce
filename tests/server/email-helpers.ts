import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import {
  accessIssues,
  accessProblemSetSolutions,
  occupants,
  properties,
  sentEmails,
  tenancies,
} from '../../server/db/schema/index.ts'
import type { TestApp } from './test-app.ts'

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A property of `agency` with an occupant who has an email (and, if asked, an open EMAIL-solvable issue). */
export async function propertyOf(t: TestApp, agency: string, withEmailIssue = false): Promise<number> {
  const agencyId = t.summary.agencyIds[agency] ?? 0
  const withEmail = t.db
    .select({ id: tenancies.propertyId })
    .from(tenancies)
    .innerJoin(occupants, eq(occupants.tenancyId, tenancies.id))
    .where(isNotNull(occupants.email))
  const emailCodes = t.db
    .select({ code: accessProblemSetSolutions.problemCode })
    .from(accessProblemSetSolutions)
    .where(eq(accessProblemSetSolutions.solutionLabel, 'EMAIL_TENANT'))
  const rows = withEmailIssue
    ? await t.db
        .select({ id: properties.id })
        .from(properties)
        .innerJoin(accessIssues, eq(accessIssues.propertyId, properties.id))
        .where(
          and(
            eq(properties.agencyId, agencyId),
            eq(properties.isCancelled, false),
            eq(accessIssues.state, 'OPEN'),
            inArray(accessIssues.issueType, emailCodes),
          ),
        )
        .orderBy(asc(properties.id))
    : await t.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.agencyId, agencyId), inArray(properties.id, withEmail)))
        .orderBy(asc(properties.id))
  const id = rows[0]?.id
  if (!id) throw new Error(`no suitable property of ${agency} in the seed`)
  return id
}

/** Polls the email's record until `done` says so (the worker runs beside the test). */
export async function waitForEmail(
  t: TestApp,
  id: number,
  done: (row: typeof sentEmails.$inferSelect) => boolean,
  timeoutMs = 15_000,
) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const [row] = await t.db.select().from(sentEmails).where(eq(sentEmails.id, id))
    if (row && done(row)) return row
    if (Date.now() > until) throw new Error(`email ${id} never got there: ${JSON.stringify(row)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Every attribute and URL that could run script, in each field a user types. */
export const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<svg onload="alert(4)"></svg>',
  '<iframe src="javascript:alert(5)"></iframe>',
  '<p style="background:url(javascript:alert(6))" onclick="alert(7)">p</p>',
  '<a href="  JaVaScRiPt:alert(8)">x</a>',
  '<img src="data:text/html,<script>alert(9)</script>">',
].join('')

/**
 * Nothing in this HTML could run: no script-capable element, and no tag with an on* attribute, a style, or a
 * javascript:/data:/vbscript: URL. Only real tags are looked at: escaped text (&lt;script&gt;) is just text.
 */
export function isInert(html: string): boolean {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? []
  return tags.every(
    (tag) =>
      !/^<\s*(script|iframe|svg|object|embed|style|math|form)\b/i.test(tag) &&
      !/\son[a-z]+\s*=/i.test(tag) &&
      !/\sstyle\s*=/i.test(tag) &&
      !/(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i.test(tag),
  )
}
