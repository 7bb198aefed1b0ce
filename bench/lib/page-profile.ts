import { writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { DEMO_PASSWORD } from '../../server/db/seed/index.ts'
import { chromiumLaunchOptions } from '../../tests/chromium.ts'
import { signIn } from './sign-in.ts'

/*
 * Where a screen's main-thread time goes on a first visit: a CPU profile of loading `path` signed in as pm.vic,
 * with the CPU slowed as Lighthouse's mobile preset slows it, summed by function (self time). Run against a
 * server with an unminified build for readable names:
 *   npx vite build --minify false --outDir .tmp/prof-dist
 *   STATIC_DIR=.tmp/prof-dist PORT=3999 node scripts/e2e-server.mjs &
 *   npx tsx bench/lib/page-profile.ts http://127.0.0.1:3999 /property/307 [slowdown]
 * The profile goes to .tmp/page.cpuprofile (open it in Chromium's DevTools, Performance panel).
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const [base = 'http://127.0.0.1:3999', path = '/', slowdown = '4'] = process.argv.slice(2)
const cookie = await signIn(base, { username: 'pm.vic', password: DEMO_PASSWORD, stateCode: 'VIC', agencyId: 2 })
const browser = await chromium.launch(chromiumLaunchOptions)
const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
const [name, value] = cookie.split('=') as [string, string]
await context.addCookies([{ name, value, url: base }])
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(base + path, { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
writeFileSync('.tmp/page.cpuprofile', JSON.stringify(profile))
await browser.close()

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map<string, number>()
const byFile = new Map<string, number>()
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame
  if (!frame) return
  const ms = (profile.timeDeltas[i] ?? 0) / 1000
  const file = frame.url.replace(/^.*\/assets\//, '') || '(native)'
  const key = `${frame.functionName || '(anonymous)'}  ${file}:${frame.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + ms)
  byFile.set(file, (byFile.get(file) ?? 0) + ms)
})
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${k}`)
console.log(
  `self time by file (${slowdown}× slowdown):\n${top(byFile, 12).join('\n')}\n\nby function:\n${top(self, 45).join('\n')}`,
)
