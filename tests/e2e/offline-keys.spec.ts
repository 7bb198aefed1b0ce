import { expect, type Page, test } from '@playwright/test'
import type { PropertyDetail } from '../../src/contract/property.ts'
import { goOffline, waitForSaved, waitForServiceWorker } from './pages/offline.ts'
import { PropertyPage } from './pages/property-page.ts'
import { signIn } from './pages/shell.ts'

/**
 * Key details edited at the property with no signal wait in the outbox and reach the server once; one made against
 * key details someone else changed meanwhile is a conflict the user settles. Harbour & Co (NSW, user 'master'):
 * each test takes its own editable property from 60-119, below the ids the offline tenancy tests take.
 */
const USES = ['replay', 'conflict', 'online'] as const
const SEARCH_FROM = 60
const SEARCH_TO = 119

test.describe.configure({ timeout: 120_000 })

async function findEditable(pp: PropertyPage, use: (typeof USES)[number]): Promise<PropertyDetail> {
  let skip = USES.indexOf(use)
  for (let id = SEARCH_TO; id >= SEARCH_FROM; id--) {
    const p = await pp.fetchProperty(id)
    if (!p || p.isIntegrated || p.isCancelled || !p.propertyManager) continue
    if (skip-- > 0) continue
    return p
  }
  throw new Error(`Not enough properties with editable keys in ${SEARCH_FROM}-${SEARCH_TO}`)
}

const keysCard = (page: Page) => page.getByRole('region', { name: 'Keys' })
const pending = (page: Page) => page.getByRole('region', { name: 'Key changes not yet synced' })

/** Made available offline (which saves what the keys dialog chooses from too), then the signal goes. */
async function openAndGoOffline(page: Page, id: number) {
  await page.goto(`/property/${id}`)
  await page.getByRole('button', { name: 'Make available offline' }).click()
  await expect(page.getByText(/^Ready offline · as of \d/)).toBeVisible({ timeout: 30_000 })
  await waitForSaved(page, '"property-managers"')
  await waitForSaved(page, `"offline","ready","property",${id}`)
  await goOffline(page.context(), page)
}

async function saveOnsiteNotes(page: Page, notes: string) {
  await keysCard(page).getByRole('button', { name: 'Update keys' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update key details' })
  await dialog.getByRole('radio', { name: 'Available', exact: true }).check()
  await dialog.getByLabel('On-site key notes').fill(notes)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByRole('button', { name: 'Save key details' }).click()
  await expect(dialog).toBeHidden()
}

/** Someone else saves the keys meanwhile (another device, online), against the version `before` has. */
async function saveOnServer(page: Page, before: PropertyDetail, notes: string) {
  const response = await page.request.put(`/v1/property/${before.compliancePropertyId}`, {
    data: {
      agencyKey: { isKeyAvailable: 'NO', propertyManagerId: before.propertyManager?.id },
      propertyKey: { onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: notes },
      version: before.keysVersion,
    },
    headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': `e2e-${Date.now()}-theirs` },
  })
  expect(response.status()).toBe(200)
}

const onServer = async (pp: PropertyPage, id: number) => (await pp.fetchProperty(id)) as PropertyDetail

test('key details edited offline wait on the keys card, the next edit starts from them, and they reach the server once', async ({
  page,
}) => {
  const pp = new PropertyPage(page)
  await signIn(page, 'master', 'NSW')
  await waitForServiceWorker(page)
  const before = await findEditable(pp, 'replay')
  const id = before.compliancePropertyId
  const notes = `Lockbox ${Date.now().toString(36)}`
  await openAndGoOffline(page, id)

  await saveOnsiteNotes(page, notes)
  await expect(page.getByText('Saved on this device. It will be sent when the connection returns.')).toBeVisible()
  await expect(pending(page)).toContainText('Update key details')
  await expect(pending(page)).toContainText('Waiting to sync')
  await expect(page.getByRole('link', { name: 'Outbox: 1 change not synced' })).toBeVisible()

  // Opened again before it is sent, the dialog starts from the change kept on this device.
  await keysCard(page).getByRole('button', { name: 'Update keys' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update key details' })
  await expect(dialog.getByText('Your change made on this device and not yet synced is shown')).toBeVisible()
  await expect(dialog.getByLabel('On-site key notes')).toHaveValue(notes)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await onServer(pp, id)).keysVersion).toBe(before.keysVersion)

  await page.context().setOffline(false)
  await expect(pending(page)).toBeHidden()
  await expect(pp.detail('Keys', 'On-site key notes')).toHaveText(notes)
  const after = await onServer(pp, id)
  expect(after.propertyKeyInformation).toMatchObject({ onsiteAvailability: 'AVAILABLE', keyOnsiteNotes: notes })
  expect(after.keysVersion).toBe(before.keysVersion + 1)
})

test('an offline key edit that meets newer key details shows both; keep mine sends it against theirs', async ({
  page,
}) => {
  const pp = new PropertyPage(page)
  await signIn(page, 'master', 'NSW')
  await waitForServiceWorker(page)
  const before = await findEditable(pp, 'conflict')
  const id = before.compliancePropertyId
  const run = Date.now().toString(36)
  const mine = `Mine: lockbox ${run}`
  const theirs = `Theirs: front desk ${run}`
  await openAndGoOffline(page, id)
  await saveOnsiteNotes(page, mine)
  await expect(pending(page)).toContainText('Waiting to sync')

  await saveOnServer(page, before, theirs)

  await page.context().setOffline(false)
  await expect(pending(page)).toContainText('Conflict: needs your decision')
  expect((await onServer(pp, id)).propertyKeyInformation.keyOnsiteNotes).toBe(theirs)
  await page.getByRole('link', { name: 'Outbox: 1 change not synced' }).click()
  const row = page.getByRole('listitem', { name: /^Update key details/ })
  await expect(row).toContainText('Conflict')
  await row.getByRole('button', { name: 'Review conflict' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update key details' })
  await expect(dialog.getByRole('region', { name: 'Saved by someone else' })).toContainText(theirs)
  await expect(dialog.getByRole('region', { name: 'Yours' })).toContainText(mine)

  await dialog.getByRole('button', { name: 'Keep my changes' }).click()
  await expect(row).toContainText('Sent')
  const after = await onServer(pp, id)
  expect(after.propertyKeyInformation.keyOnsiteNotes).toBe(mine)
  expect(after.keysVersion).toBe(before.keysVersion + 2)
})

test('online, key details saved by someone else while the dialog was open are shown; saving again replaces them', async ({
  page,
}) => {
  const pp = new PropertyPage(page)
  await signIn(page, 'master', 'NSW')
  const before = await findEditable(pp, 'online')
  const id = before.compliancePropertyId
  const run = Date.now().toString(36)
  const mine = `Mine: key safe ${run}`
  const theirs = `Theirs: neighbour ${run}`
  await page.goto(`/property/${id}`)
  await keysCard(page).getByRole('button', { name: 'Update keys' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update key details' })
  await dialog.getByRole('radio', { name: 'Available', exact: true }).check()
  await dialog.getByLabel('On-site key notes').fill(mine)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await saveOnServer(page, before, theirs)

  await dialog.getByRole('button', { name: 'Save key details' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    'The key details were changed by someone else since you opened them. Review their version and try again.',
  )
  await expect(dialog.getByRole('region', { name: 'Saved by someone else' })).toContainText(theirs)
  await dialog.getByRole('button', { name: 'Save key details' }).click()
  await expect(dialog).toBeHidden()
  await expect(pp.detail('Keys', 'On-site key notes')).toHaveText(mine)
  expect((await onServer(pp, id)).keysVersion).toBe(before.keysVersion + 2)
})
