import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import * as v from 'valibot'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { OccupantBodySchema } from '../../src/contract/tenancy-bodies.ts'
import { ShellPage, signIn } from './pages/shell.ts'

type ProbedProperty = {
  compliancePropertyId: number
  address: { state: string }
  isIntegrated: boolean
  isCancelled: boolean
  tenancy: {
    isVacant: boolean
    upcomingTenancy: unknown
    currentTenancy: { occupants: { name: string }[] } | null
  }
}

/**
 * pm.vic's agency holds properties 221 to 300 of the seed. Each test changes properties only from its own slice
 * of those, so tests running in parallel never change what another is looking at.
 */
const SLICES = { journey: [221, 240], closing: [241, 260], phone: [261, 280], impersonating: [281, 300] } as const

/** Properties of a slice to use, found through the API (it shares the page's cookie). */
async function findProperties(page: Page, slice: keyof typeof SLICES, need: { vacant: number; current: number }) {
  const [from, to] = SLICES[slice]
  const ids = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const found = await Promise.all(
    ids.map(async (id) => {
      const response = await page.request.get(`/v1/property/${id}`)
      return response.ok() ? ((await response.json()).data as ProbedProperty) : null
    }),
  )
  const vacant: number[] = []
  const current: { id: number; occupants: string[] }[] = []
  for (const p of found) {
    if (!p || p.isIntegrated || p.isCancelled || p.address.state !== 'VIC') continue
    const { isVacant, upcomingTenancy, currentTenancy } = p.tenancy
    if (isVacant && !upcomingTenancy) vacant.push(p.compliancePropertyId)
    // Occupants that pass the wizard's rules as they are (the seed has some that do not), so an edit goes through.
    const reachable = currentTenancy?.occupants.every((o) => v.safeParse(OccupantBodySchema, o).success)
    if (currentTenancy && currentTenancy.occupants.length > 0 && reachable && !upcomingTenancy) {
      current.push({ id: p.compliancePropertyId, occupants: currentTenancy.occupants.map((o) => o.name) })
    }
  }
  expect(vacant.length, `vacant VIC properties in ${from}-${to}`).toBeGreaterThanOrEqual(need.vacant)
  expect(current.length, `VIC properties with a current tenancy in ${from}-${to}`).toBeGreaterThanOrEqual(need.current)
  return { vacant, current }
}

/** The tenancy panel of the property page and its wizard. */
class TenancyPage {
  constructor(readonly page: Page) {}
  panel = () => this.page.getByRole('region', { name: 'Current tenancy' })
  wizard = (title: string) => this.page.getByRole('dialog', { name: title })
  question = () => this.page.getByRole('alertdialog')

  async open(propertyId: number) {
    await this.page.goto(`/property/${propertyId}`)
    await expect(this.panel()).toBeVisible()
  }

  async action(name: 'Edit tenancy' | 'Renew tenancy' | 'Mark property as vacant') {
    await this.panel().getByRole('button', { name: 'Tenancy actions' }).click()
    await this.page.getByRole('menuitem', { name }).click()
  }

  async fill(scope: Locator, label: string, value: string) {
    await scope.getByLabel(label, { exact: true }).fill(value)
  }
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-scope=dialog][data-part=content]').analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('adds a tenancy after breaking its rules, renews it and marks the property vacant; each survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, 'pm.vic', 'VIC')
  const { vacant } = await findProperties(page, 'journey', { vacant: 1, current: 0 })
  const propertyId = vacant[0] ?? 0
  const tenancyPage = new TenancyPage(page)
  const run = Date.now().toString(36)
  const emailOnly = `Email Only ${run}`
  const mobileOnly = `Mobile Only ${run}`

  await tenancyPage.open(propertyId)
  await tenancyPage.panel().getByRole('button', { name: 'Add tenancy' }).click()
  const wizard = tenancyPage.wizard('Add tenancy')
  await expect(wizard.getByText('Step 1 of 3')).toBeVisible()

  // Step 1: no lease type, and an end date on the start date.
  await tenancyPage.fill(wizard, 'Start date', '01/01/2020')
  await tenancyPage.fill(wizard, 'End date', '01/01/2020')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Lease type is required')).toBeVisible()
  await expect(wizard.getByText('Tenancy end date cannot be on or before the start date')).toBeVisible()
  await wizard.getByLabel('New', { exact: true }).check()
  await tenancyPage.fill(wizard, 'End date', '31/12/2099')
  await wizard.getByRole('button', { name: 'Next' }).click()
  await expect(wizard.getByText('Step 2 of 3')).toBeVisible()

  // Step 2: an occupant with nothing, then one with only an email and one with only a mobile.
  await wizard.getByRole('button', { name: 'Add occupant' }).click()
  await wizard.getByRole('button', { name: 'Save occupant' }).click()
  await expect(wizard.getByText('Please enter a name')).toBeVisible()
  await expect(wizard.getByText('Please enter at least one valid contact number or email')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await tenancyPage.fill(wizard, 'Name', emailOnly)
  await tenancyPage.fill(wizard, 'Email', `email.only.${run}@example.com`)
  await wizard.getByRole('button', { name: 'Save occupant' }).click()
  await wizard.getByRole('button', { name: 'Add occupant' }).click()
  await tenancyPage.fill(wizard, 'Name', mobileOnly)
  await tenancyPage.fill(wizard, 'Contact number 1', '0412345678')
  await wizard.getByRole('button', { name: 'Add contact number' }).click()
  await expect(wizard.getByLabel('Contact number 2 type')).toHaveValue('MOBILE')
  await wizard.getByRole('button', { name: 'Remove contact number 2' }).click()
  await expect(wizard.getByLabel('Contact number 2', { exact: true })).toBeHidden()
  await wizard.getByRole('button', { name: 'Save occupant' }).click()
  await expect(wizard.getByRole('listitem').filter({ hasText: mobileOnly })).toContainText('0412 345 678')
  await wizard.getByRole('button', { name: 'Next' }).click()

  // Step 3: the summary, then Submit.
  await expect(wizard.getByText('Step 3 of 3')).toBeVisible()
  await expect(wizard).toContainText('31/12/2099')
  await wizard.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Tenancy added')).toBeVisible()
  await expect(wizard).toBeHidden()

  const panel = tenancyPage.panel()
  await page.reload()
  await expect(panel).toContainText('01/01/2020')
  await expect(panel.getByRole('row').filter({ hasText: emailOnly })).toContainText(`email.only.${run}@example.com`)
  await expect(panel.getByRole('row').filter({ hasText: mobileOnly })).toContainText('0412 345 678')
  // Stored in international form, shown the Australian way.
  const stored = await (await page.request.get(`/v1/property/${propertyId}/tenancies`)).json()
  expect(JSON.stringify(stored.data.activeTenancy)).toContain('+61412345678')

  // Renew: a Renewal starting today, with both occupants copied.
  await tenancyPage.action('Renew tenancy')
  const renewal = tenancyPage.wizard('Renew tenancy')
  await expect(renewal.getByLabel('Renewal', { exact: true })).toBeChecked()
  await renewal.getByRole('button', { name: 'Next' }).click()
  await expect(renewal.getByRole('button', { name: `Edit ${emailOnly}` })).toBeVisible()
  await expect(renewal.getByRole('button', { name: `Edit ${mobileOnly}` })).toBeVisible()
  await renewal.getByRole('button', { name: 'Next' }).click()
  await renewal.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Tenancy added')).toBeVisible()
  await page.reload()
  await expect(panel.getByText('Lease type')).toBeVisible()
  await expect(panel).toContainText('Renewal')
  await expect(panel).not.toContainText('01/01/2020')
  await expect(panel.getByRole('row').filter({ hasText: mobileOnly })).toContainText('0412 345 678')

  // Mark vacant, after the question.
  await tenancyPage.action('Mark property as vacant')
  await expect(tenancyPage.question()).toContainText('Are you sure you want to mark this property as vacant?')
  await expect(tenancyPage.question()).toContainText('All current and previous tenancies')
  await tenancyPage.question().getByRole('button', { name: 'Mark as vacant' }).click()
  await expect(page.getByText('Property marked as vacant')).toBeVisible()
  await page.reload()
  await expect(panel.getByText('Vacant', { exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Confirm vacant tenancy' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Tenancy actions' })).toBeHidden()
})

test('closing the wizard with unsaved changes asks first, and nothing is saved', async ({ page }) => {
  await signIn(page, 'pm.vic', 'VIC')
  const { current } = await findProperties(page, 'closing', { vacant: 0, current: 1 })
  const propertyId = current[0]?.id ?? 0
  const tenancyPage = new TenancyPage(page)
  await tenancyPage.open(propertyId)
  const notesBefore = await tenancyPage.panel().textContent()

  await tenancyPage.action('Edit tenancy')
  const wizard = tenancyPage.wizard('Edit tenancy')
  await expect(wizard.getByText('Step 1 of 3')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await tenancyPage.fill(wizard, 'Notes', 'Not to be saved')
  await page.keyboard.press('Escape')
  await expect(tenancyPage.question()).toContainText('Are you sure you want to close without saving your changes?')
  await expect(tenancyPage.question()).toContainText('will be lost')
  await tenancyPage.question().getByRole('button', { name: 'Keep editing' }).click()
  await expect(wizard.getByLabel('Notes', { exact: true })).toHaveValue('Not to be saved')

  await wizard.getByRole('button', { name: 'Close', exact: true }).click()
  await tenancyPage.question().getByRole('button', { name: 'Close without saving changes' }).click()
  await expect(wizard).toBeHidden()
  await page.reload()
  await expect(tenancyPage.panel()).not.toContainText('Not to be saved')
  expect(await tenancyPage.panel().textContent()).toBe(notesBefore)
})

test('an impersonating session is told why a change is refused', async ({ page }) => {
  await signIn(page, 'support', 'VIC', { impersonate: 'pm.vic' })
  const { current } = await findProperties(page, 'impersonating', { vacant: 0, current: 1 })
  const tenancyPage = new TenancyPage(page)
  await tenancyPage.open(current[0]?.id ?? 0)
  await tenancyPage.panel().getByRole('button', { name: 'Confirm tenancy' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Failed to confirm tenancy details' })
  await expect(toast).toContainText(IMPERSONATION_REFUSAL)
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('edits a tenancy on a phone without sideways scrolling; the open wizard passes axe', async ({ page }) => {
    await signIn(page, 'pm.vic', 'VIC')
    const { current } = await findProperties(page, 'phone', { vacant: 0, current: 1 })
    const target = current[0] ?? { id: 0, occupants: [] }
    const shell = new ShellPage(page)
    const tenancyPage = new TenancyPage(page)
    const notes = `Phone edit ${Date.now().toString(36)}`
    await tenancyPage.open(target.id)
    await tenancyPage.panel().scrollIntoViewIfNeeded()
    expect(await shell.hasNoHorizontalScroll()).toBe(true)

    await tenancyPage.action('Edit tenancy')
    const wizard = tenancyPage.wizard('Edit tenancy')
    await expect(wizard.getByText('Step 1 of 3')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    await tenancyPage.fill(wizard, 'Notes', notes)
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByRole('button', { name: `Edit ${target.occupants[0]}` })).toBeVisible()
    await wizard.getByRole('button', { name: `Edit ${target.occupants[0]}` }).click()
    await expect(wizard.getByRole('button', { name: 'Save occupant' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    await wizard.getByRole('button', { name: 'Back' }).click()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByText('Step 3 of 3')).toBeVisible()
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
    await wizard.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Tenancy updated')).toBeVisible()

    await page.reload()
    await expect(tenancyPage.panel()).toContainText(notes)
    expect(await shell.hasNoHorizontalScroll()).toBe(true)
  })
})
