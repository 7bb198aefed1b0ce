import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 4310)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A journey signs in and opens screens on 2 cores shared with the other worker and the server: 20-30 s on a slow
  // machine, so 30 s timed journeys out (the clean-clone run of 7 Dec).
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The journeys change shared server data, so they run once; the phone project checks layout at 360 px.
    {
      name: 'phone',
      testMatch: ['foundation.spec.ts', 'shell.spec.ts'],
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
    },
  ],
  webServer: {
    // The real server on a fresh embedded database, serving the built app (npm run build runs first).
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${PORT}/v1/auth/systems`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
