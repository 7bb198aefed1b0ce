import { expect, type Page } from '@playwright/test'
import type { IntegratedStats, Stats } from '../../../src/contract/stats.ts'

/** The dashboard (/): property-manager filter, stat cards, charts with their legends of links, home search. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`/${search}`)
    await expect(this.managerSelect()).toBeVisible()
  }

  managerSelect = () => this.page.getByLabel('Property manager', { exact: true })
  /** A stat card's number, by its label ('Properties on service'). */
  stat = (label: string) =>
    this.page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]/span[1]`)
  figure = (title: string) => this.page.getByRole('figure', { name: title })
  /** A legend entry of a chart: a link whose name starts with the segment's label. */
  legendLink = (chart: string, label: string) =>
    this.figure(chart).getByRole('link', { name: new RegExp(`^${label}\\b`) })
  graphsTab = (name: 'Managed portfolio' | 'Other service providers') => this.page.getByRole('tab', { name })
  /** Disabled, with its reason, until the property request creator exists (issue 18). */
  newWorkOrder = () => this.page.getByRole('button', { name: 'New work order' })
  searchBox = () => this.page.getByRole('searchbox', { name: 'Find a property in your portfolio' })
  searchResults = () => this.page.getByRole('list', { name: 'Search results' }).getByRole('link')

  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name)
  }

  async stats(managerId?: number): Promise<Stats> {
    const response = await this.page.request.get(`/v1/stats${managerId ? `?propertyManagerId=${managerId}` : ''}`)
    expect(response.ok()).toBe(true)
    return (await response.json()).data as Stats
  }

  async integratedStats(): Promise<IntegratedStats> {
    const response = await this.page.request.get('/v1/stats/integrated')
    expect(response.ok()).toBe(true)
    return (await response.json()).data as IntegratedStats
  }

  async preset(): Promise<number | null> {
    const response = await this.page.request.get('/v1/me/agency-settings')
    return (await response.json()).data.defaultPropertyManagerId as number | null
  }

  async managers(): Promise<{ id: number; name: string }[]> {
    const response = await this.page.request.get('/v1/agency/property-managers')
    return (await response.json()).data.items
  }
}
