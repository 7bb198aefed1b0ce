import { type Browser, chromium } from '@playwright/test'
import { defer } from './cleanup.ts'

// The same Chromium and flags as playwright.config.ts: Playwright cannot download its own browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath, args, headless: true, handleSIGINT: false })
  return { browser, close: defer(() => browser.close()) }
}
