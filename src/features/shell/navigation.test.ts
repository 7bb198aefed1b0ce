import { describe, expect, it } from 'vitest'
import { buildNavigation, type NavEntry } from './navigation.ts'

const labels = (entries: NavEntry[]): string[] =>
  entries.flatMap((e) => (e.kind === 'group' ? [e.label, ...e.items.map((i) => `  ${i.label}`)] : [e.label]))

const base = { state: 'VIC', complianceSystemUrl: 'https://vic.example.com.au/', problemRegister: false }

describe('buildNavigation', () => {
  it('lists the spec items in order, without Lease Checks or Reported Findings by default', () => {
    const nav = buildNavigation(base)
    expect(labels(nav.primary)).toEqual([
      'Home',
      'Portfolio',
      'Action Required',
      '  Required Updates',
      '  Quotes',
      '  Access Issues',
    ])
    expect(labels(nav.secondary)).toEqual([
      'Bookings',
      'Invoices',
      'Keys',
      '  Key Management',
      '  Key Collection History',
      'Service Reports & Quotes',
    ])
  })

  it('adds Lease Checks for QLD only', () => {
    expect(labels(buildNavigation({ ...base, state: 'QLD' }).secondary)).toContain('Lease Checks')
    expect(labels(buildNavigation({ ...base, state: 'NSW' }).secondary)).not.toContain('Lease Checks')
  })

  it('adds Reported Findings with the problem-register experiment', () => {
    expect(labels(buildNavigation({ ...base, problemRegister: true }).primary)).toContain('  Reported Findings')
  })

  it('marks the app links whose screen does not exist yet as unavailable, and only those', () => {
    const built = new Set(['/', '/portfolio'])
    const nav = buildNavigation({ ...base, problemRegister: true, screenExists: (path) => built.has(path) })
    const items = [...nav.primary, ...nav.secondary].flatMap((e) => (e.kind === 'group' ? e.items : [e]))
    const unavailable = items.filter((i) => i.kind === 'app' && !i.available).map((i) => i.label)
    expect(unavailable).toEqual(['Required Updates', 'Access Issues', 'Reported Findings'])
    expect(items.filter((i) => i.kind === 'legacy').length).toBeGreaterThan(0)
  })

  it('sends each legacy item to its spec page on the state system (F2-25 – F2-29)', () => {
    const nav = buildNavigation({ ...base, state: 'QLD' })
    const items = [...nav.primary, ...nav.secondary].flatMap((e) => (e.kind === 'group' ? e.items : [e]))
    const hrefs = Object.fromEntries(items.filter((i) => i.kind === 'legacy').map((i) => [i.label, i.href]))
    expect(hrefs).toMatchObject({
      Invoices: 'https://vic.example.com.au/Invoices/index',
      'Key Management': 'https://vic.example.com.au/Keys/keyManagement',
      'Key Collection History': 'https://vic.example.com.au/Keys/keyCollectionHistory',
      'Service Reports & Quotes': 'https://vic.example.com.au/ComplianceReports/listView',
    })
  })

  it('points legacy links at the state system without doubling the slash', () => {
    const bookings = buildNavigation(base).secondary[0]
    expect(bookings).toMatchObject({ kind: 'legacy', href: 'https://vic.example.com.au/Bookings/view' })
  })
})
