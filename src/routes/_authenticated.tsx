import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ApiError } from '../api/client.ts'
import { fetchSessionIfAny, sessionQueries } from '../api/session.ts'
import { EulaFirst } from '../features/session/eula-modal.tsx'
import { SignedInLayout } from '../features/session/signed-in-layout.tsx'
import { untilTermsAccepted } from '../features/session/terms-first.ts'

/** Every signed-in screen sits under this layout: it needs a session, and renders the shell. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context: { queryClient }, location }) => {
    const toLogin = () =>
      redirect({ to: '/auth/login', search: location.href === '/' ? {} : { redirect: location.href } })
    // Nothing saved yet: ask through the probe, so a signed-out visit goes to sign-in without a logged 401.
    if (queryClient.getQueryData(sessionQueries.current().queryKey) === undefined) {
      if ((await fetchSessionIfAny(queryClient).catch(() => undefined)) === null) throw toLogin()
    }
    try {
      await queryClient.ensureQueryData(sessionQueries.current())
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) throw toLogin()
      throw error
    }
    // A pending agreement comes first: the pending screen below shows it, and no screen loads (and asks
    // the server, which would refuse) until it is accepted.
    await untilTermsAccepted(queryClient)
  },
  // Shown while the checks above run; it is empty unless an agreement is pending.
  pendingComponent: EulaFirst,
  pendingMs: 0,
  pendingMinMs: 0,
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
