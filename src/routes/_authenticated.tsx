import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ApiError } from '../api/client.ts'
import { fetchSessionIfAny, sessionQueries } from '../api/session.ts'
import { SignedInLayout } from '../features/session/signed-in-layout.tsx'
import { RenderInSlices } from '../ui/render-in-slices.tsx'

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
    // A pending agreement comes first: TermsFirstGate (around every screen) shows it, and no screen loads
    // (and asks the server, which would refuse) until it is accepted.
    // Loaded here, not with the route tree: the sign-in page (the first screen of a new visitor) never needs it.
    await (await import('../features/session/terms-first.ts')).untilTermsAccepted(queryClient)
  },
  component: () => (
    <RenderInSlices>
      <SignedInLayout>
        <Outlet />
      </SignedInLayout>
    </RenderInSlices>
  ),
})
