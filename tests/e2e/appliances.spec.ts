import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { ServiceAppliances } from '../../src/contract/appliances.ts'
import { apiData } from './pages/reported-findings.ts'
import { signIn } from './pages/shell.ts'

/* Issue 18 item 7: the property's services show what was recorded at each service's last visit. Read-only. */
test('a property’s services list the appliances recorded at the last service, with their locations', async ({
  page,
}) => {
  await signIn(page, 'pm.vic', 'VIC')
  const portfolio = await apiData<{ items: { compliancePropertyId: number }[] }>(page, '/v1/portfolio?page-size=25')
  let found: { id: number; smoke: ServiceAppliances } | undefined
  for (const { compliancePropertyId: id } of portfolio.items) {
    const recorded = await apiData<{ items: ServiceAppliances[] }>(page, `/v1/property/${id}/appliances`)
    const smoke = recorded.items.find((g) => g.serviceId === 1)
    if (smoke) {
      found = { id, smoke }
      break
    }
  }
  if (!found) throw new Error('no property with smoke alarms recorded on the first page')
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto(`/property/${found.id}`)
  const smoke = page.getByRole('region', { name: 'Services' }).getByRole('listitem', { name: 'Smoke Alarm' })
  const summary = smoke.getByText(`Recorded at the last service (${found.smoke.appliances.length})`)
  await summary.click()
  const list = smoke.getByRole('list', { name: 'Smoke Alarm appliances' })
  await expect(list.getByRole('listitem')).toHaveCount(found.smoke.appliances.length)
  await expect(list.getByRole('listitem').first()).toContainText(found.smoke.appliances[0]?.location ?? '')
  const axe = await new AxeBuilder({ page }).include('#services').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
})
