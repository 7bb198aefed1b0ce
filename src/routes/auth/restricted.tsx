import { createFileRoute } from '@tanstack/react-router'
import { RestrictedScreen } from '../../features/session/restricted-screen.tsx'

export const Route = createFileRoute('/auth/restricted')({ component: RestrictedScreen })
