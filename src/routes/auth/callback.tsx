import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignInCallback } from '../../features/session/sign-in-callback.tsx'

const SearchSchema = v.object({
  token: v.optional(v.string()),
  state: v.optional(v.string()),
  __acp_impersonating: v.optional(v.unknown()),
  __acp_compliance_session_id: v.optional(v.unknown()),
  __acp_original_user_id: v.optional(v.unknown()),
})

export const Route = createFileRoute('/auth/callback')({
  validateSearch: (search) => v.parse(v.fallback(SearchSchema, {}), search),
  component: CallbackRoute,
})

function CallbackRoute() {
  const search = Route.useSearch()
  const originalUserId = Number(search.__acp_original_user_id)
  return (
    <SignInCallback
      token={search.token ?? ''}
      state={search.state}
      isImpersonating={String(search.__acp_impersonating) === 'true'}
      complianceSessionId={search.__acp_compliance_session_id ? String(search.__acp_compliance_session_id) : null}
      originalUserId={Number.isInteger(originalUserId) && originalUserId > 0 ? originalUserId : null}
    />
  )
}
