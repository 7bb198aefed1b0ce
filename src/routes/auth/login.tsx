import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { authQueries } from '../../api/auth.ts'
import { fetchSessionIfAny } from '../../api/session.ts'
import { StateSelectScreen } from '../../features/session/state-select-screen.tsx'
import { safeReturnPath } from '../../lib/return-path.ts'

const SearchSchema = v.object({
  __acp_state_id: v.optional(v.pipe(v.unknown(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(8)), undefined),
  redirect: v.optional(v.string()),
})

export const Route = createFileRoute('/auth/login')({
  // A bad value is ignored rather than failing the page: these links come from emails and bookmarks.
  validateSearch: (search) => v.parse(v.fallback(SearchSchema, {}), search),
  // Already signed in: straight on to where the user was going.
  beforeLoad: async ({ context, search }) => {
    const signedIn = await fetchSessionIfAny(context.queryClient)
      .then((session) => session !== null && !session.requiresRelogin)
      .catch(() => false)
    if (signedIn) throw redirect({ href: safeReturnPath(search.redirect), replace: true })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(authQueries.systems()),
  component: LoginRoute,
})

function LoginRoute() {
  const search = Route.useSearch()
  return <StateSelectScreen preselectedStateId={search.__acp_state_id} returnPath={safeReturnPath(search.redirect)} />
}
