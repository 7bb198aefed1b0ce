import { createFileRoute, redirect } from '@tanstack/react-router'

// Until sessions exist every visitor is signed out: the landing page is the state sign-in.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login' })
  },
})
