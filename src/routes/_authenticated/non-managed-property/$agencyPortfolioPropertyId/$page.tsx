import { createFileRoute } from '@tanstack/react-router'
import { NotFoundScreen } from '../../../../features/shell/not-found-screen.tsx'

/**
 * The non-managed property's other tabs. Documents is built by a later issue; until then every page here is
 * unknown, and says so inside the shell rather than as a blank page.
 */
export const Route = createFileRoute('/_authenticated/non-managed-property/$agencyPortfolioPropertyId/$page')({
  component: NotFoundScreen,
})
