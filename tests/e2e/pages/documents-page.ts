import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { rgbPng } from '../../../server/db/seed/png.ts'
import { OUTBOX_SYNC_TAG } from '../../../src/offline/outbox/request.ts'

/** A 1x1 PNG: a real image, so the server's content check and the viewer both accept it. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * A width x height PNG of coloured noise, as large as a phone's photo (noise does not deflate): the app makes it a
 * smaller JPEG before sending it.
 */
export function noisePng(width: number, height: number): Buffer {
  const row = 1 + width * 3
  const raw = randomBytes(row * height)
  for (let y = 0; y < height; y++) raw[y * row] = 0 // each row's filter: none
  return rgbPng(width, height, raw)
}

export type UploadFile = { name: string; mimeType: string; buffer: Buffer }

export const textFile = (name: string, bytes = 64): UploadFile => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.alloc(bytes, 'compliance record\n'),
})

/** A name no other test (or run) uses, so each test finds only its own documents. */
export const uniqueName = (stem: string, ext: string) =>
  `${stem}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}.${ext}`

/** The documents tab of a managed property, its attributes dialog and the "Your uploads" tray. */
export class DocumentsPage {
  constructor(readonly page: Page) {}

  async open(propertyId: number, query = '') {
    await this.page.goto(`/property/${propertyId}/documents${query}`)
    await expect(this.page.getByRole('heading', { name: /^Documents/ })).toBeVisible()
  }

  list = () => this.page.getByRole('list', { name: 'Documents' })
  document = (name: string) => this.list().getByRole('listitem', { name, exact: true })
  dialog = () => this.page.getByRole('dialog')
  tray = () => this.page.getByRole('region', { name: 'Your uploads' })
  trayItem = (name: string) => this.tray().getByRole('listitem', { name, exact: true })

  /** Picks files with "Add documents" (the chooser the button opens). */
  async pickFiles(files: UploadFile[]) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.page.getByRole('button', { name: 'Add documents' }).click()
    await (await chooser).setFiles(files)
    await expect(this.dialog().getByRole('heading', { name: 'Document attributes' })).toBeVisible()
  }

  /** Fills the attributes dialog and starts the uploads. */
  async describeAndUpload(type = 'Photo', services: string[] = ['Smoke Alarm']) {
    await this.dialog().getByLabel('Document type').selectOption({ label: type })
    for (const service of services) await this.dialog().getByRole('checkbox', { name: service }).check()
    await this.dialog()
      .getByRole('button', { name: /^Upload \d+ files?$/ })
      .click()
    await expect(this.dialog()).toBeHidden()
  }

  async upload(files: UploadFile[], type?: string, services?: string[]) {
    await this.pickFiles(files)
    await this.describeAndUpload(type, services)
  }
}

/** Fires the worker's Background Sync event for the outbox as the browser would (the recipe in STACK-NOTES). */
export async function dispatchOutboxSync(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  })
}
