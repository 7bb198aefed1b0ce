import type * as v from 'valibot'
import { toDateInput } from '../../contract/dates.ts'
import type { LeaseAgreementFormSchema, Occupant, Tenancy } from '../../contract/tenancy.ts'
import type { AddTenancyBody, OccupantBodySchema, UpdateTenancyBody } from '../../contract/tenancy-bodies.ts'

export type WizardMode = 'add' | 'edit' | 'renew'
/** Step 1's output: dates as 'yyyy-MM-dd', blank notes as null. */
export type LeaseDraft = v.InferOutput<typeof LeaseAgreementFormSchema>
/** An occupant as the sub-form outputs it: numbers in E.164, blank rows dropped. */
export type OccupantDraft = v.InferOutput<typeof OccupantBodySchema>
export type WizardDraft = { lease: LeaseDraft; occupants: OccupantDraft[] }

/** A renewal's occupants are new records on the new tenancy, so the copies carry no ids. */
export function occupantDraft(occupant: Occupant, keepIds: boolean): OccupantDraft {
  return {
    ...(keepIds ? { occupantId: occupant.occupantId } : {}),
    name: occupant.name,
    email: occupant.email,
    contactNumbers: occupant.contactNumbers.map((n) => ({
      ...(keepIds ? { contactNumberId: n.contactNumberId } : {}),
      number: n.number,
      type: n.type,
    })),
  }
}

/** What the wizard starts from: add and renew start today (spec §5), an edit from the tenancy as it is. */
export function initialDraft(mode: WizardMode, tenancy: Tenancy | null, today: string): WizardDraft {
  const fresh = { startedAt: today, endedAt: null, vacatingAt: null, notes: null }
  if (mode === 'add' || !tenancy) return { lease: fresh, occupants: [] }
  if (mode === 'renew') {
    return {
      lease: { ...fresh, leaseType: 'RENEWAL' },
      occupants: tenancy.occupants.map((o) => occupantDraft(o, false)),
    }
  }
  const { startedAt, endedAt, vacatingAt, notes } = tenancy
  return {
    lease: { startedAt, endedAt, vacatingAt, notes },
    occupants: tenancy.occupants.map((o) => occupantDraft(o, true)),
  }
}

/** Step 1's form values: dates typed the Australian way. */
export function leaseFormDefaults(lease: LeaseDraft) {
  return {
    leaseType: lease.leaseType ?? '',
    startedAt: toDateInput(lease.startedAt),
    endedAt: toDateInput(lease.endedAt),
    vacatingAt: toDateInput(lease.vacatingAt),
    notes: lease.notes ?? '',
  }
}

export function addTenancyBody(draft: WizardDraft): AddTenancyBody {
  const { leaseType, ...dates } = draft.lease
  // Step 1 of an add or a renewal does not let the user past without one.
  if (!leaseType) throw new Error('A new tenancy needs a lease type')
  return { tenancy: { ...dates, leaseType }, occupants: draft.occupants }
}

/** An edit changes no lease type (the spec asks for it only when adding). */
export function updateTenancyBody(draft: WizardDraft, version: number): UpdateTenancyBody {
  const { startedAt, endedAt, vacatingAt, notes } = draft.lease
  return { tenancy: { startedAt, endedAt, vacatingAt, notes, version }, occupants: draft.occupants }
}

/** Key order and absent-versus-undefined do not make two drafts differ. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    )
  }
  return value
}

export function sameDraft(a: WizardDraft, b: WizardDraft): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}
