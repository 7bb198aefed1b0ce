import { createFileRoute } from '@tanstack/react-router'
import { NotFoundScreen } from '../../features/shell/not-found-screen.tsx'

// Other /auth paths are a plain 404, outside the signed-in shell.
export const Route = createFileRoute('/auth/$')({ component: NotFoundScreen })
