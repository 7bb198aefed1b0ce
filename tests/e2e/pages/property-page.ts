import { expect, type Locator, type Page } from '@playwright/test'
import type { NonManagedProperty } from '../../../src/api/property.ts'
import type { PropertyDetail } from '../../../src/contract/property.ts'
import { signIn } from './shell.ts'

/**
 * How far to look. Ids are global: the seed gives Harbour & Co (NSW) the first 220 and Bayside Rentals (pm.vic)
 * the next, so 300 reaches 80 of pm.vic's properties.
 */
const MAX_PROBED_ID = 300
const PROBE_BATCH = 25
const DETAIL_BATCH = 8
const idsByAgency = new Map<number, number[]>()

/** A support user signed in as pm.vic: every change is refused with the impersonation message. */
export function signInImpersonating(page: Page) {
  return signIn(page, 'support', 'VIC', { impersonate: 'pm.vic' })
}

/**
 * The property page (/property/{id} and its tabs), its action menu and dialogs. There is no property list
 * endpoint yet, so properties are found by asking the API for ids in turn with the page's own session.
 */
export class PropertyPage {
  constructor(readonly page: Page) {}

  // --- finding properties ---------------------------------------------------------------------------------

  /** The first property of the signed-in agency that `matches`, as the API returns it now. */
  async findProperty(matches: (p: PropertyDetail) => boolean | Promise<boolean>): Promise<PropertyDetail> {
    const ids = await this.agencyPropertyIds()
    for (let start = 0; start < ids.length; start += DETAIL_BATCH) {
      const batch = await Promise.all(ids.slice(start, start + DETAIL_BATCH).map((id) => this.fetchProperty(id)))
      for (const property of batch) if (property && (await matches(property))) return property
    }
    throw new Error('No property of the agency matches')
  }

  /** The ids the signed-in agency may open, probed once per worker and agency. */
  async agencyPropertyIds(): Promise<number[]> {
    const session = (await (await this.page.request.get('/v1/auth/session')).json()).data
    const cached = idsByAgency.get(session.complianceAgencyId)
    if (cached) return cached
    const ids: number[] = []
    for (let start = 1; start <= MAX_PROBED_ID; start += PROBE_BATCH) {
      const batch = Array.from({ length: PROBE_BATCH }, (_, i) => start + i)
      // The key pickup location is the cheapest read that is scoped like the property itself.
      const statuses = await Promise.all(
        batch.map((id) => this.page.request.get(`/v1/property/${id}/key-pickup-location`)),
      )
      ids.push(...batch.filter((_, i) => statuses[i]?.ok()))
    }
    idsByAgency.set(session.complianceAgencyId, ids)
    return ids
  }

  /** The first portfolio (non-managed) property of the agency that `matches`, as GET /v1/integrated-property gives it. */
  async findNonManaged(matches: (p: NonManagedProperty) => boolean): Promise<NonManagedProperty> {
    for (let start = 1; start <= MAX_PROBED_ID * 2; start += PROBE_BATCH) {
      const ids = Array.from({ length: PROBE_BATCH }, (_, i) => start + i)
      const responses = await Promise.all(ids.map((id) => this.page.request.get(`/v1/integrated-property/${id}`)))
      for (const response of responses) {
        if (!response.ok()) continue
        const property = (await response.json()).data as NonManagedProperty
        if (matches(property)) return property
      }
    }
    throw new Error('No portfolio property of the agency matches')
  }

  /** The first id the API refuses with `status` (403: another agency's property). */
  async findIdWithStatus(status: number): Promise<number> {
    for (let id = 1; id <= MAX_PROBED_ID; id++) {
      if ((await this.page.request.get(`/v1/property/${id}/key-pickup-location`)).status() === status) return id
    }
    throw new Error(`No property id answers ${status}`)
  }

  async fetchProperty(id: number): Promise<PropertyDetail | null> {
    const response = await this.page.request.get(`/v1/property/${id}`)
    return response.ok() ? ((await response.json()).data as PropertyDetail) : null
  }

  /** Any GET of the API, as the signed-in user: the data of the envelope. */
  async api<T>(path: string): Promise<T> {
    const response = await this.page.request.get(path)
    expect(response.ok(), `GET ${path}`).toBe(true)
    return (await response.json()).data as T
  }

  // --- the page ------------------------------------------------------------------------------------------

  async open(id: number, tab?: string) {
    await this.page.goto(tab ? `/property/${id}/${tab}` : `/property/${id}`)
  }

  heading = () => this.page.getByRole('heading', { level: 1 })
  main = () => this.page.locator('main#main')
  section = (name: string) => this.page.getByRole('region', { name })
  service = (name: string) => this.section('Services').getByRole('listitem', { name, exact: true })
  invoice = (number: string) => this.section('Invoices').getByRole('listitem', { name: `Invoice ${number}` })

  /** The value beside a label in a section's list of details. */
  detail(section: string, label: string): Locator {
    return this.section(section)
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  }

  actionsButton = () => this.page.getByRole('button', { name: 'Property actions' })
  menu = () => this.page.getByRole('menu')
  menuItem = (name: string) => this.menu().getByRole('menuitem', { name })
  dialog = () => this.page.getByRole('dialog')
  toast = (title: string) => this.page.getByText(title, { exact: true })

  async openAction(name: string) {
    await this.actionsButton().click()
    await expect(this.menu()).toBeVisible()
    await this.menuItem(name).click()
    await expect(this.dialog()).toBeVisible()
  }

  /** A field's message, by the text it shows. */
  fieldError = (message: string) => this.dialog().getByRole('alert').filter({ hasText: message })

  async hasNoHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  }
}
