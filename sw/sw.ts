/// <reference lib="WebWorker" />
// The service worker: precache of the built app, the navigation fallback and the file cache.
// Workers of other areas register their routes by importing their module here (one line each).
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerFileCache } from './caching.ts'
import { listenForPageMessages } from './messages.ts'
import { NOT_APP_ROUTES } from './navigation.ts'
import './outbox-sync.ts'
import './share-target.ts'

declare const self: ServiceWorkerGlobalScope

// Every built file, route chunks included: a screen visited once (or never) opens offline.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Registered before the navigation fallback: a PDF opened in a tab is a navigation too.
registerFileCache()

// App routes get the precached shell; the API and the sign-in stand-in always go to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_APP_ROUTES }))

listenForPageMessages()
// The first install takes the open page at once; a later version waits for the page's "Reload".
clientsClaim()
