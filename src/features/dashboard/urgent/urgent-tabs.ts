/** The 'Urgent action required' tabs in the spec's order (foundations §2), by their action-required-tab value. */
export const URGENT_TABS = [
  { value: 'new-managements', title: 'Enrol new managements' },
  { value: 'reported-findings', title: 'Resolve reported findings' },
  { value: 'urgent-active-notices', title: 'Resolve access issues' },
  { value: 'urgent-quotes', title: 'Review urgent quotes' },
  { value: 'overdue-invoices', title: 'Pay overdue invoices' },
] as const

export type UrgentTab = (typeof URGENT_TABS)[number]
export type UrgentTabValue = UrgentTab['value']

export type UrgentGates = {
  /** The agency is synced with property-management software. */
  integrated: boolean
  problemRegister: boolean
}

/**
 * The tabs this agency sees: new managements only when integrated; reported findings only with the problem
 * register, which also hides urgent quotes (foundations §2, §6).
 */
export function visibleUrgentTabs({ integrated, problemRegister }: UrgentGates): UrgentTab[] {
  return URGENT_TABS.filter((tab) => {
    if (tab.value === 'new-managements') return integrated
    if (tab.value === 'reported-findings') return problemRegister
    if (tab.value === 'urgent-quotes') return !problemRegister
    return true
  })
}

/** The tab the URL asks for, or the first when it names none or one this agency does not see. */
export function selectedUrgentTab(tabs: readonly UrgentTab[], requested: string | undefined): UrgentTabValue {
  const found = tabs.find((tab) => tab.value === requested)
  return (found ?? tabs[0] ?? URGENT_TABS[2]).value
}
