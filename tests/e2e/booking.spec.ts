import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { BOOKING_TEXTS } from '../../src/contract/booking.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'

/**
 * Issue 17: booking on behalf of a tenant, as Harbour's master (NSW; the agency allows portal booking). Each
 * test books the smoke alarms of its own property, taken from the end of the agency's list (the other specs
 * use the seed's purposeful cases), whose first occupant has a mobile and an email. The tests may run at once in
 * separate workers, which do not share `taken`: each test has its own lane of properties (id modulo 3), so one
 * never books the property another is holding a time on.
 */
test.describe.configure({ timeout: 120_000 })

type Occupant = { email: string | null; contactNumbers: { type: string }[] }
const taken = new Set<number>()

async function bookableProperty(page: Page, lane: 0 | 1 | 2): Promise<number> {
  const ids = [...(await new PropertyPage(page).agencyPropertyIds())].filter((id) => id % 3 === lane).reverse()
  for (const id of ids) {
    if (taken.has(id)) continue
    const bookable = await (await page.request.get(`/v2/property/${id}/services/bookable`)).json()
    // Smoke alarms alone: with a second bookable service the wizard asks for the service before showing times.
    const types: string[] = (bookable.data ?? []).map((b: { bookingTypes: string }) => b.bookingTypes)
    if (types.length !== 1 || types[0] !== 'SMOKE') continue
    const contacts = await (await page.request.get(`/v1/property/${id}/contacts?occupants=true`)).json()
    const first: Occupant | undefined = contacts.data?.occupants?.[0]
    if (!first?.email || !first.contactNumbers.some((n) => n.type === 'MOBILE')) continue
    const detail = await (await page.request.get(`/v1/property/${id}`)).json()
    if (detail.data.openAccessIssues.length > 0) continue
    // The racing test takes one time away and expects others to stay.
    const availability = await page.request.get(`/v1/property/${id}/booking/availability?service=SMOKE`)
    const days: { bookingTimes: unknown[] }[] = (await availability.json()).data ?? []
    if (days.flatMap((d) => d.bookingTimes).length < 2) continue
    taken.add(id)
    return id
  }
  throw new Error(`no Harbour property in lane ${lane} with smoke alarms to book and a reachable first occupant`)
}

async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations).toEqual([])
}

/**
 * Chooses the first time nobody else holds and returns its id: the specs of other workers book on the same shared
 * schedule at the same moment, and a time taken meanwhile is refused (409) and leaves the list.
 */
async function holdFreeTime(page: Page, dialog: Locator, choose: (radio: Locator) => Promise<void>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const hold = page.waitForResponse((r) => r.url().endsWith('/booking/hold') && r.request().method() === 'POST')
    await choose(dialog.getByRole('radio').nth(attempt))
    const answer = await hold
    if (answer.status() === 200) return (await answer.json()).data.oasMetadataId as number
  }
  throw new Error('every time tried was held by someone else')
}

// The countdown starts with the wizard; on a loaded machine a second may pass before the check reads it.
const fullTimeLeft = new RegExp(`${BOOKING_TEXTS.timeLeft}: (5:00|4:5\\d)`)

async function openWizard(page: Page, id: number) {
  await page.goto(`/property/${id}`)
  await page.getByRole('button', { name: 'Property actions' }).click()
  await page.getByRole('menuitem', { name: 'Book', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Book on behalf of tenant' })
  await expect(dialog.getByRole('heading', { name: 'Choose a booking time' })).toBeVisible()
  return dialog
}

test('books the smoke alarms through all three steps at 360 px by keyboard; the property shows it booked after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await signIn(page, 'master', 'NSW')
  const id = await bookableProperty(page, 0)
  const dialog = await openWizard(page, id)
  await expect(dialog).toContainText(fullTimeLeft)
  await expectAxeClean(page)
  expect(await smallTouchTargets(dialog.locator('button, label'))).toEqual([])

  // Step 1 by keyboard: the first time nobody else holds, then Next.
  await holdFreeTime(page, dialog, async (radio) => {
    await radio.focus()
    await page.keyboard.press('Space')
  })
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1)
  await dialog.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')

  // Step 2: the first occupant is selected and primary.
  await expect(dialog.getByRole('heading', { name: 'Contacts' })).toBeVisible()
  await expect(dialog.getByRole('checkbox').first()).toBeChecked()
  await expect(dialog.getByRole('radio').first()).toBeChecked()
  await expectAxeClean(page)
  // The nominated contact's messages, then it is switched off again.
  await dialog.getByRole('checkbox', { name: 'Nominate another contact' }).check()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText(BOOKING_TEXTS.nameRequired)).toBeVisible()
  await dialog.getByLabel('Mobile').fill('04 12')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText(BOOKING_TEXTS.mobileInvalid)).toBeVisible()
  await dialog.getByRole('checkbox', { name: 'Nominate another contact' }).uncheck()
  await dialog.getByRole('button', { name: 'Next' }).click()

  // Step 3, Back and forth, then Book.
  await expect(dialog.getByRole('heading', { name: 'Confirmation' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Contacts' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expectAxeClean(page)
  await dialog.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: BOOKING_TEXTS.submitted })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).last().click()

  await page.reload()
  const booked = await (await page.request.get(`/v1/property/${id}`)).json()
  const smoke = booked.data.services.find((s: { serviceId: number }) => s.serviceId === 1)
  expect(smoke.tags).toContain('BOOKED_IN')
  await expect(page.getByText('Booked in').first()).toBeVisible()
})

test('letting the timer run out shows the expiry dialog and frees the time; Continue returns to step 1', async ({
  page,
  browser,
}) => {
  // Before any page loads, so the wizard's timers are the fake clock's from the start.
  await page.clock.install()
  await signIn(page, 'master', 'NSW')
  const id = await bookableProperty(page, 1)
  const dialog = await openWizard(page, id)
  const slotOf = (url: string) => Number(url.split('/').pop())
  // The time shows as chosen once the server holds it.
  const slot = await holdFreeTime(page, dialog, (radio) => radio.click())
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1)

  // Another session does not see the held time.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, 'master', 'NSW')
  const freeTimes = async () => {
    const res = await otherPage.request.get(`/v1/property/${id}/booking/availability?service=SMOKE`)
    const days: { bookingTimes: { oasMetadataId: number }[] }[] = (await res.json()).data
    return days.flatMap((d) => d.bookingTimes.map((b) => b.oasMetadataId))
  }
  expect(await freeTimes()).not.toContain(slot)

  const release = page.waitForResponse((r) => r.request().method() === 'DELETE' && slotOf(r.url()) === slot)
  // Jump, rather than run 300 ticks: the wizard counts from its deadline, so one tick past it expires it (a loaded
  // machine rendering every second of a runFor is what once timed this test out).
  await page.clock.fastForward('05:01')
  const expired = page.getByRole('alertdialog', { name: BOOKING_TEXTS.expiredTitle })
  await expect(expired).toBeVisible()
  await expect(expired).toContainText(BOOKING_TEXTS.expiredBody)
  expect((await release).status()).toBe(200)
  expect(await freeTimes()).toContain(slot)
  await expectAxeClean(page)

  await expired.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose a booking time' })).toBeVisible()
  await expect(dialog).toContainText(fullTimeLeft)
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0)
  await other.close()
})

test('two sessions racing for one time: the one that did not get it is told and sees the times as they are now', async ({
  page,
  browser,
}) => {
  await signIn(page, 'master', 'NSW')
  const id = await bookableProperty(page, 2)
  const dialog = await openWizard(page, id)
  await expect(dialog.getByRole('radio').first()).toBeVisible()

  // Another manager takes the first time while this one is looking at it.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signIn(otherPage, 'master', 'NSW')
  const times = await (await otherPage.request.get(`/v1/property/${id}/booking/availability?service=SMOKE`)).json()
  const first = times.data[0].bookingTimes[0].oasMetadataId as number
  const held = await otherPage.request.post(`/v1/property/${id}/booking/hold`, {
    data: { oasMetadataId: first },
    headers: { Origin: new URL(otherPage.url()).origin },
  })
  expect(held.status()).toBe(200)

  const label =
    (await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .textContent()) ?? ''
  const before = await dialog.getByRole('radio').count()
  await dialog.getByRole('radio').first().click()
  await expect(dialog.getByRole('alert').filter({ hasText: BOOKING_TEXTS.slotTaken })).toBeVisible()
  await expect(dialog.getByRole('radio')).toHaveCount(before - 1)
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(0)
  expect(label).toMatch(/\d{2}:\d{2}/)
  await other.close()
})
