import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ApiError } from '../api/client.ts'
import { sessionQueries } from '../api/session.ts'
import { SignedInLayout } from '../features/session/signed-in-layout.tsx'

/** Every signed-in screen sits under this layout: it needs a session, and renders the shell. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(sessionQueries.current())
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
        throw redirect({ to: '/auth/login', search: location.href === '/' ? {} : { redirect: location.href } })
      }
      throw error
    }
  },
  component: () => (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ),
})
