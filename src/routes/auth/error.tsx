import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SignInError } from '../../features/session/sign-in-error.tsx'

const SearchSchema = v.object({ message: v.optional(v.pipe(v.string(), v.maxLength(300))) })

export const Route = createFileRoute('/auth/error')({
  validateSearch: (search) => v.parse(v.fallback(SearchSchema, {}), search),
  component: () => <SignInError message={Route.useSearch().message} />,
})
