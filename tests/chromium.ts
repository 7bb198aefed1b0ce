import { existsSync } from 'node:fs'

/**
 * Debian's Chromium and the flags it needs here (Playwright cannot download its own browser on
 * these machines; without the background-networking flags Chromium keeps calling hosts it cannot
 * reach). Shared by the e2e config and the benchmarks.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
