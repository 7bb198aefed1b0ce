import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Route as rootRoute } from './__root.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** The app's real root route (its errorComponent) over one page that throws while rendering. */
function renderThrowingPage() {
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'services')")
    },
  })
  const queryClient = new QueryClient()
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient },
  })
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('an unhandled render error (foundations §2, the root errorComponent)', () => {
  it('shows the render-error screen with the error and a reload button that reloads the page', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderThrowingPage()
    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong')
    expect(alert.textContent).toContain('This page could not be shown. Reloading usually fixes it.')
    expect(alert.textContent).toContain("Cannot read properties of undefined (reading 'services')")
    expect(document.title).toMatch(/^Something went wrong/)
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
