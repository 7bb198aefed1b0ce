import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { addMonthsIso } from '../../src/contract/dates.ts'
import { HOLD_DATE_IN_PAST } from '../../src/contract/holds.ts'
import {
  EXPIRY_REQUIRED,
  KEY_NOTES_TOO_SHORT,
  KEY_NUMBER_REQUIRED,
  type PropertyContacts,
  type PropertyDetail,
  SERVICE_TAG_LABELS,
} from '../../src/contract/property.ts'
import { IMPERSONATION_REFUSAL } from '../../src/contract/session.ts'
import { todayInState } from '../../src/contract/states.ts'
import { DateInputModel } from './pages/date-input.ts'
import { PropertyPage, signInImpersonating } from './pages/property-page.ts'
import { signIn, smallTouchTargets } from './pages/shell.ts'

type Invoices = { items: { invoiceNumber: string; totalIncGst: number; dueDate: string; pdfUrl: string | null }[] }

// Journeys that look properties up through the API first; the machine is shared with other suites.
test.describe.configure({ timeout: 60_000 })

/** 'yyyy-MM-dd' (or an ISO timestamp) as the page shows it. */
const shown = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')
const aud = (dollars: number) =>
  `${new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(dollars)} inc. GST`
const days = (n: number) => {
  const date = new Date(`${todayInState(7)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}
// Each test works on a different kind of property, so tests running side by side never see each other's changes.
const editable = (p: PropertyDetail) => !p.isIntegrated && !p.isCancelled
const untagged = (p: PropertyDetail) => p.services.every((s) => s.tags.length === 0)

/** Occupied, a service booked in, invoices: only the overview test reads it, and nothing changes it. */
function propertyWithInvoices(pp: PropertyPage) {
  return pp.findProperty(async (p) => {
    if (!editable(p) || !p.tenancy.currentTenancy || !p.services.some((s) => s.tags.includes('BOOKED_IN'))) return false
    return (await pp.api<Invoices>(`/v1/property/${p.compliancePropertyId}/invoices`)).items.length > 0
  })
}

test('the overview shows the address, services with tags, keys, contacts and invoices', async ({ page }) => {
  const pp = new PropertyPage(page)
  await signIn(page)
  const property = await propertyWithInvoices(pp)
  const id = property.compliancePropertyId
  const [invoices, contacts] = await Promise.all([
    pp.api<Invoices>(`/v1/property/${id}/invoices`),
    pp.api<PropertyContacts>(`/v1/property/${id}/contacts`),
  ])
  await pp.open(id)

  await expect(pp.heading()).toHaveText(property.address.line1)
  await expect(page).toHaveTitle(`${property.address.line1} | Agency Compliance Portal`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Home',
    'Portfolio',
    property.address.line1,
  ])
  for (const service of property.services) {
    const row = pp.service(service.name)
    await expect(row).toBeVisible()
    for (const tag of service.tags) await expect(row).toContainText(SERVICE_TAG_LABELS[tag])
    if (service.lastServiceDate) await expect(row).toContainText(shown(service.lastServiceDate))
    if (service.bookedInDate) await expect(row).toContainText(shown(service.bookedInDate))
  }
  await expect(pp.detail('Keys', 'Agency key')).toHaveText(property.isKeyAvailable ? 'Available' : 'Not available')
  if (property.keyNumber) await expect(pp.detail('Keys', 'Key number')).toHaveText(property.keyNumber)

  const occupant = contacts.occupants[0]
  if (!occupant) throw new Error('The property has no occupants')
  const contactsCard = pp.section('Contacts')
  await expect(contactsCard.getByText(occupant.name)).toBeVisible()
  if (occupant.email) {
    await expect(contactsCard.getByRole('link', { name: occupant.email })).toHaveAttribute(
      'href',
      `mailto:${occupant.email}`,
    )
  }
  const number = occupant.contactNumbers[0]
  if (number) await expect(contactsCard.locator(`a[href="tel:${number.number}"]`)).toBeVisible()

  const invoice = invoices.items[0]
  if (!invoice) throw new Error('The property has no invoices')
  const row = pp.invoice(invoice.invoiceNumber)
  await expect(row).toContainText(aud(invoice.totalIncGst))
  await expect(row).toContainText(/Paid|Due|Overdue/)
  // The PDF opens in the app's viewer (pdf-viewer.spec.ts), not in a new tab.
  await expect(row.getByRole('button', { name: `View PDF of invoice ${invoice.invoiceNumber}` })).toBeVisible()

  // The tenancy tab is there with the property-details experiment, which this agency has.
  await page.getByRole('link', { name: 'Tenancy' }).click()
  await expect(page).toHaveURL(`/property/${id}/tenancy`)
  await expect(pp.heading()).toHaveText(property.address.line1)
})

test('a missing property, another agency’s property and an unknown tab are pages, not crashes', async ({ page }) => {
  const pp = new PropertyPage(page)
  await signIn(page)
  await pp.open(99999999)
  await expect(pp.heading()).toHaveText('Property not found')
  await pp.page.goto('/property/not-an-id')
  await expect(pp.heading()).toHaveText('Property not found')

  await pp.open(await pp.findIdWithStatus(403))
  await expect(pp.heading()).toHaveText('You do not have access to this property')

  const [first] = await pp.agencyPropertyIds()
  await pp.open(first ?? 0, 'no-such-tab')
  await expect(pp.heading()).toHaveText("The page you're looking for doesn't exist")
})

test('updating keys shows each broken rule under its field, and the fix stays after a reload', async ({ page }) => {
  const pp = new PropertyPage(page)
  await signIn(page)
  const property = await pp.findProperty((p) => editable(p) && p.tenancy.isVacant && !p.isKeyAvailable)
  await pp.open(property.compliancePropertyId)
  await pp.openAction('Update key number')
  const dialog = pp.dialog()
  await dialog.getByRole('radio', { name: 'Yes' }).check()
  await dialog.getByRole('radio', { name: 'Temporary' }).check()
  await dialog.getByLabel('On-site key notes').fill('abc')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(pp.fieldError(KEY_NUMBER_REQUIRED)).toBeVisible()
  await expect(pp.fieldError(EXPIRY_REQUIRED)).toBeVisible()
  await expect(pp.fieldError(KEY_NOTES_TOO_SHORT)).toBeVisible()
  await expect(dialog.getByText('3 / 500 characters')).toBeVisible()

  const keyNumber = `E2E-${Date.now() % 1_000_000}`
  const expiry = addMonthsIso(todayInState(7), 2)
  await dialog.getByLabel('Key number').fill(keyNumber)
  await dialog.getByLabel('Available until').fill(shown(expiry))
  await dialog.getByLabel('On-site key notes').fill('In the lockbox by the side gate')
  await dialog.getByRole('button', { name: 'Next' }).click()
  // Step 2 repeats the details in words; Back would return to them.
  await expect(dialog.getByText(keyNumber)).toBeVisible()
  await dialog.getByRole('button', { name: 'Save key details' }).click()
  await expect(pp.toast('Property updated')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(pp.detail('Keys', 'Key number')).toHaveText(keyNumber)
  await expect(pp.detail('Keys', 'On-site key')).toHaveText('Temporary')
  await expect(pp.detail('Keys', 'Available until')).toHaveText(shown(expiry))
  await expect(pp.detail('Keys', 'On-site key notes')).toHaveText('In the lockbox by the side gate')
})

test('a hold refuses a past date; a cancellation leaves the service pending cancellation', async ({ page }) => {
  const pp = new PropertyPage(page)
  await signIn(page)
  const property = await pp.findProperty(
    (p) =>
      editable(p) &&
      p.showHoldService &&
      p.showCancelProperty &&
      p.canSelectCancellationServices &&
      p.services.length >= 3 &&
      untagged(p) &&
      p.tenancy.currentTenancy !== null,
  )
  const [held, cancelled] = property.services
  if (!held || !cancelled) throw new Error('Too few services')
  await pp.open(property.compliancePropertyId)

  await pp.openAction('Put service on hold')
  const dialog = pp.dialog()
  await dialog.getByRole('checkbox', { name: held.name }).check()
  await dialog.getByLabel('Hold from').fill(shown(days(-1)))
  await dialog.getByLabel('Reason').fill('Owner is renovating the kitchen')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(pp.fieldError(HOLD_DATE_IN_PAST)).toBeVisible()
  await dialog.getByLabel('Hold from').fill(shown(days(14)))
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('definition').filter({ hasText: shown(days(14)) })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByLabel('Reason')).toHaveValue('Owner is renovating the kitchen')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByRole('button', { name: 'Submit request' }).click()
  await expect(pp.toast('Holding request submitted')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(pp.section('Recent requests')).toContainText(`Hold: ${held.name}`)

  await pp.openAction('Cancel property')
  await dialog.getByRole('checkbox', { name: cancelled.name }).check()
  await dialog.getByLabel('Reason').selectOption({ label: 'Property sold' })
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('definition').filter({ hasText: 'Property sold' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit cancellation request' }).click()
  await expect(pp.toast('Cancellation request submitted')).toBeVisible()

  await page.reload()
  await expect(pp.service(cancelled.name)).toContainText('Pending cancellation')
  await pp.openAction('Cancel property')
  await expect(dialog.getByRole('checkbox', { name: cancelled.name })).toBeDisabled()
  await expect(dialog.getByText('(Pending cancellation)')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The hold is shown as requested, and the same hold is not offered again (the server would refuse it: 409).
  await expect(pp.service(held.name)).toContainText('Hold requested')
  await pp.openAction('Put service on hold')
  await expect(dialog.getByRole('checkbox', { name: held.name })).toBeDisabled()
  await expect(dialog.getByText('(Hold requested)')).toBeVisible()
})

test.describe('the date input at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('Hold from is typed as d/m/yyyy or picked from the calendar by keyboard, in the Australian form', async ({
    page,
  }) => {
    const pp = new PropertyPage(page)
    await signIn(page)
    const property = await pp.findProperty(
      (p) => editable(p) && p.showHoldService && p.services.some((s) => s.tags.length === 0),
    )
    await pp.open(property.compliancePropertyId)
    await pp.openAction('Put service on hold')
    const free = property.services.find((s) => s.tags.length === 0)
    if (!free) throw new Error('No service to hold')
    await pp.dialog().getByRole('checkbox', { name: free.name }).check()
    const hold = new DateInputModel(pp.dialog(), 'Hold from')
    await expect(hold.field()).toHaveAttribute('type', 'text')
    await expect(hold.field()).toHaveAttribute('placeholder', 'dd/mm/yyyy')
    // Eight digits entered at once (a phone keypad's suggestion, a paste) get their slashes; d/m/yyyy is taken as typed.
    await hold.field().fill(shown(days(3)).replaceAll('/', ''))
    await expect(hold.field()).toHaveValue(shown(days(3)))
    await hold.field().fill('5/3/2099')
    await pp.dialog().getByLabel('Reason').fill('Owner is away')
    await pp.dialog().getByRole('button', { name: 'Next' }).click()
    await expect(pp.dialog().getByRole('definition').filter({ hasText: '05/03/2099' })).toBeVisible()
    await pp.dialog().getByRole('button', { name: 'Back' }).click()

    // The calendar opens on the date in the field; arrows move by day, Enter picks and closes it.
    await hold.field().fill(shown(days(10)))
    await hold.calendarButton().click()
    await expect(hold.days()).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(hold.calendar()).toBeHidden()
    await expect(hold.field()).toHaveValue(shown(days(11)))
    await expect(hold.field()).toBeFocused()

    // Escape closes it without closing the dialog; nothing scrolls sideways and every control is touch-sized.
    await hold.calendarButton().click()
    await expect(hold.days()).toBeVisible()
    expect(await pp.hasNoHorizontalScroll()).toBe(true)
    expect(await smallTouchTargets(hold.calendar().locator('button, select, [role=button]'))).toEqual([])
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(hold.calendar()).toBeHidden()
    await expect(pp.dialog()).toBeVisible()
    await expect(hold.field()).toHaveValue(shown(days(11)))
  })
})

test('while impersonating, saving keys shows the refusal in the dialog', async ({ page }) => {
  const pp = new PropertyPage(page)
  await signInImpersonating(page)
  const property = await pp.findProperty(
    (p) => editable(p) && p.propertyKeyInformation.onsiteAvailability === 'UNAVAILABLE' && p.propertyManager !== null,
  )
  await pp.open(property.compliancePropertyId)
  await pp.openAction('Update key number')
  await pp.dialog().getByRole('button', { name: 'Next' }).click()
  await pp.dialog().getByRole('button', { name: 'Save key details' }).click()
  await expect(pp.dialog().getByRole('alert')).toContainText(IMPERSONATION_REFUSAL)
  await expect(pp.dialog()).toBeVisible()
})

test('a non-managed property lists its service entries, and its residential status changes both ways', async ({
  page,
}) => {
  const pp = new PropertyPage(page)
  await signIn(page, 'master', 'NSW')
  const property = await pp.findNonManaged(
    (p) => p.compliancePropertyId === null && p.isResidentialProperty && p.services.some((s) => s.providedBy),
  )
  await page.goto(`/non-managed-property/${property.agencyPortfolioPropertyId}`)
  await expect(pp.heading()).toHaveText(property.address.line1)
  await expect(page).toHaveTitle(`${property.address.line1} | Agency Compliance Portal`)
  const entry = property.services.find((s) => s.providedBy)
  const row = pp.section('Services').getByRole('row', { name: new RegExp(`^${entry?.name}`) })
  await expect(row).toContainText(entry?.providedBy?.providedBy ?? '')
  await expect(row).toContainText('Third party')
  if (entry?.lastServiceDate) await expect(row).toContainText(shown(entry.lastServiceDate))
  await expect(pp.detail('Property', 'Software')).toHaveText(property.softwareName)

  const dialog = pp.dialog()
  await page.getByRole('button', { name: 'Change status' }).click()
  await dialog.getByLabel('This is a residential rental property').uncheck()
  await dialog.getByRole('button', { name: 'Save status' }).click()
  await expect(pp.fieldError('Property type is required')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Strata' }).check()
  await dialog.getByRole('button', { name: 'Save status' }).click()
  await expect(pp.toast('Property updated')).toBeVisible()
  await page.reload()
  await expect(pp.detail('Property', 'Residential rental')).toHaveText('No (Strata)')

  await page.getByRole('button', { name: 'Change status' }).click()
  await dialog.getByLabel('This is a residential rental property').check()
  await dialog.getByRole('button', { name: 'Save status' }).click()
  await expect(dialog).toBeHidden()
  await expect(pp.detail('Property', 'Residential rental')).toHaveText('Yes')
})

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('the page fits the phone and has no accessibility violations', async ({ page }) => {
    const pp = new PropertyPage(page)
    await signIn(page)
    const property = await pp.findProperty((p) => editable(p) && p.openAccessIssues.length > 0)
    await pp.open(property.compliancePropertyId)
    await expect(pp.section('Invoices')).toBeVisible()
    await expect(pp.section('Contacts').getByRole('heading', { name: 'Landlords' })).toBeVisible()
    expect(await pp.hasNoHorizontalScroll()).toBe(true)
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

    await pp.openAction('Update key number')
    expect(await pp.hasNoHorizontalScroll()).toBe(true)
    expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([])
  })
})
