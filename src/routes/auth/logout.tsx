import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignOut } from '../../features/session/sign-out.tsx'

const SearchSchema = v.object({ logout_url: v.optional(v.string()) })

export const Route = createFileRoute('/auth/logout')({
  validateSearch: (search) => v.parse(v.fallback(SearchSchema, {}), search),
  component: () => <SignOut logoutUrl={Route.useSearch().logout_url} />,
})
