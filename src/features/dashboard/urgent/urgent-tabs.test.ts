import { describe, expect, it } from 'vitest'
import { selectedUrgentTab, visibleUrgentTabs } from './urgent-tabs.ts'

const values = (gates: Parameters<typeof visibleUrgentTabs>[0]) => visibleUrgentTabs(gates).map((t) => t.value)

describe('visibleUrgentTabs', () => {
  it('keeps the spec order and gating for each combination', () => {
    expect(values({ integrated: true, problemRegister: false })).toEqual([
      'new-managements',
      'urgent-active-notices',
      'urgent-quotes',
      'overdue-invoices',
    ])
    expect(values({ integrated: false, problemRegister: true })).toEqual([
      'reported-findings',
      'urgent-active-notices',
      'overdue-invoices',
    ])
    expect(values({ integrated: true, problemRegister: true })).toEqual([
      'new-managements',
      'reported-findings',
      'urgent-active-notices',
      'overdue-invoices',
    ])
    expect(values({ integrated: false, problemRegister: false })).toEqual([
      'urgent-active-notices',
      'urgent-quotes',
      'overdue-invoices',
    ])
  })

  it('has the spec titles', () => {
    expect(visibleUrgentTabs({ integrated: true, problemRegister: true }).map((t) => t.title)).toEqual([
      'Enrol new managements',
      'Resolve reported findings',
      'Resolve access issues',
      'Pay overdue invoices',
    ])
  })
})

describe('selectedUrgentTab', () => {
  const tabs = visibleUrgentTabs({ integrated: false, problemRegister: true })
  it('takes the tab the URL names', () => {
    expect(selectedUrgentTab(tabs, 'overdue-invoices')).toBe('overdue-invoices')
  })
  it.each([undefined, '', 'nonsense', 'urgent-quotes', 'new-managements'])('falls back to the first for %j', (v) => {
    expect(selectedUrgentTab(tabs, v)).toBe('reported-findings')
  })
})
