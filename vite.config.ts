import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import packageJson from './package.json' with { type: 'json' }
import { contractHash } from './scripts/contract-hash.ts'
import { codeSplittingGroups } from './scripts/vite-chunks.ts'
import { lateManifest } from './scripts/vite-late-manifest.ts'
import { pandaStaticCss } from './scripts/vite-panda-static.ts'
import { pdfjsDecoders } from './scripts/vite-pdfjs-decoders.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { routePreloads } from './scripts/vite-route-preloads.ts'
import { webManifest } from './src/offline/web-manifest.ts'

const API_PORT = process.env.API_PORT ?? '3000'

export default defineConfig({
  plugins: [
    // The router plugin must run before React's: it rewrites route files for automatic code splitting.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      // Loaders too: a route's loader imports its API module and schemas, which the first screen must not pay for.
      // Loader and component in one piece: the route needs both at once, so one request, not two.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
    }),
    react(),
    pandaStaticCss(),
    pdfjsDecoders(),
    // The worker's source is sw/sw.ts (Workbox, injectManifest); the app registers it through
    // workbox-window (src/offline/service-worker.ts) so it can offer "Reload" when a version waits.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Icons come in through globPatterns already; the manifest's copy would list them twice.
      includeManifestIcons: false,
      // The manifest itself is precached by the plugin; listing webmanifest here would add it twice.
      injectManifest: {
        // mjs: PDF.js's worker, so PDFs open offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2}'],
        // Screenshots are for install dialogs only, not for running offline.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
      manifest: webManifest,
    }),
    lateManifest(),
    routePreloads(),
    precompress(),
  ],
  server: {
    // In development the API runs separately (npm run dev:server); same-origin paths are proxied to it.
    proxy: Object.fromEntries(['/v1', '/v2', '/standin'].map((p) => [p, `http://localhost:${API_PORT}`])),
  },
  // The persisted query cache's buster (src/offline/persist-options.ts): a new app version or contract drops old
  // saved data.
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(packageJson.version),
    'import.meta.env.VITE_CONTRACT_HASH': JSON.stringify(contractHash()),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports preloads modules itself (Safari 17, Firefox 115); one that does not only
    // loads them later. The polyfill's check was the first thing the entry ran on every start.
    modulePreload: { polyfill: false },
    // A few chunks by area instead of ~230 tiny ones (scripts/vite-chunks.ts says why and how).
    rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups() } } },
  },
})
