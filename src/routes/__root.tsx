import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { NotFoundScreen } from '../features/shell/not-found-screen.tsx'
import { RenderErrorScreen } from '../features/shell/render-error-screen.tsx'
import { Toasts } from '../ui/index.ts'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toasts />
    </>
  ),
  notFoundComponent: NotFoundScreen,
  errorComponent: RenderErrorScreen,
})
