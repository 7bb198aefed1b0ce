import type { PropertyTenancySummary } from '../../contract/tenancy.ts'

/** The help texts of property-operations §2 "Tenancy", one per form type. */
export const TENANCY_HELP_TEXTS = {
  addTenantDetails:
    'No occupants are recorded for this tenancy. Add the tenant details so the occupants can be contacted to arrange entry, or confirm the property is vacant.',
  update:
    'The lease end or vacate date has passed. Update or renew the tenancy, or mark the property as vacant if nobody lives there.',
  confirm: 'Check the tenancy details below and confirm they are still correct.',
  confirmVacant: 'If nobody lives at the property, confirm it is vacant. If it has tenants, add their tenancy.',
  addEmail: 'Email-based entry notifications need at least one occupant email',
} as const
export type TenancyHelpKind = keyof typeof TENANCY_HELP_TEXTS

/** Which help applies: one about the tenancy as a whole, and the email one when no occupant has an email. */
export function tenancyHelp(summary: PropertyTenancySummary, today: string): TenancyHelpKind[] {
  const tenancy = summary.currentTenancy
  if (!tenancy) return ['confirmVacant']
  const { occupants, endedAt, vacatingAt } = tenancy
  const passed = (date: string | null) => date !== null && date < today
  const main: TenancyHelpKind =
    occupants.length === 0 ? 'addTenantDetails' : passed(endedAt) || passed(vacatingAt) ? 'update' : 'confirm'
  const noEmail = occupants.length > 0 && occupants.every((o) => !o.email)
  return noEmail ? [main, 'addEmail'] : [main]
}

/** "Confirm vacant tenancy" when there is nobody to confirm (spec §2), otherwise "Confirm tenancy". */
export function confirmLabel(summary: PropertyTenancySummary): string {
  const occupants = summary.currentTenancy?.occupants ?? []
  return occupants.length === 0 ? 'Confirm vacant tenancy' : 'Confirm tenancy'
}
