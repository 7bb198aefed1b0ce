import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
  ],
  server: {
    // In development the API runs separately (npm run dev:server); same-origin paths are proxied to it.
    proxy: Object.fromEntries(['/v1', '/v2', '/standin'].map((p) => [p, `http://localhost:${API_PORT}`])),
  },
  build: { target: 'es2022', sourcemap: true },
})
