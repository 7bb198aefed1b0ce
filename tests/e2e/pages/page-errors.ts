import type { Page } from '@playwright/test'

/** Console errors and failed (4xx/5xx) answers the page meets, as a user's devtools would show them. */
export function watchErrors(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  return seen
}
