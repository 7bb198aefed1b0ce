import './index.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from './api/query-client.ts'
import { removeBootShell } from './lib/boot-shell.ts'
import { reloadOnStaleChunks } from './lib/stale-chunk-reload.ts'
import './offline/install-prompt.ts'
import { yieldToMain } from './lib/yield-to-main.ts'
import { linkManifest } from './offline/manifest-link.ts'
import { registerServiceWorker } from './offline/service-worker.ts'
import { restoreSavedCache, startOnlineManager, startSaving } from './offline/start.ts'
import { createAppRouter } from './router.tsx'
import { setFirstScreenBusy, whenIdle } from './ui/use-idle.ts'

/**
 * No top-level await: the saved cache's chunk imports modules that may share a chunk with this one, and a chunk
 * still waiting on its own top-level await cannot be imported (the page would stay blank).
 */
async function start() {
  reloadOnStaleChunks()
  startOnlineManager()
  const queryClient = createQueryClient()
  // Before the router and the first render: its loaders then find the last-seen data, online or not.
  await restoreSavedCache(queryClient)
  // The scripts' evaluation and the route tree's construction were one task of ~120 ms on a phone: two now.
  await yieldToMain()
  const router = createAppRouter(queryClient)
  // What waits for the first screen to settle (whenIdle) waits for its route and its calls too.
  setFirstScreenBusy(() => router.state.isLoading || queryClient.isFetching() > 0)
  router.subscribe('onResolved', removeBootShell)

  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )

  void startSaving(queryClient)
  // Once the first screen has settled: the worker and the manifest are for the next start, offline and installing,
  // not for this screen. Started beside the screen's own requests, they took connections and main-thread time
  // before its largest paint. The manifest after the worker: what offers to install the app then finds both.
  whenIdle(() => void registerServiceWorker().finally(linkManifest))
}

void start()
