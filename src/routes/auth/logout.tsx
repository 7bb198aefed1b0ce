import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { UnsyncedLogoutGuard } from '../../features/outbox/logout-guard.tsx'
import { SignOut } from '../../features/session/sign-out.tsx'

const SearchSchema = v.object({ logout_url: v.optional(v.string()) })

export const Route = createFileRoute('/auth/logout')({
  validateSearch: (search) => v.parse(v.fallback(SearchSchema, {}), search),
  component: () => (
    <UnsyncedLogoutGuard>
      <SignOut logoutUrl={Route.useSearch().logout_url} />
    </UnsyncedLogoutGuard>
  ),
})
