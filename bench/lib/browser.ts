import { type Browser, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tests/chromium.ts'
import { defer } from './cleanup.ts'

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true, handleSIGINT: false })
  return { browser, close: defer(() => browser.close()) }
}
