import { createFileRoute } from '@tanstack/react-router'
import { GeneralErrorScreen } from '../../features/shell/general-error-screen.tsx'

export const Route = createFileRoute('/_authenticated/error')({ component: GeneralErrorScreen })
