import type { FieldErrors } from '../../contract/envelope.ts'

/** Messages by Conform field name ('contactNumbers[1].number'); '' is the form itself. */
export type FormErrors = Record<string, string[]>

/** A 400's field errors, sorted onto the wizard's forms. */
export type WizardErrors = {
  /** Step 1's fields. */
  lease: FormErrors
  /** Per occupant (by position): the occupant sub-form's fields. */
  occupants: Record<number, FormErrors>
  /** About the list as a whole (too many occupants). */
  list: string[]
  /** Anything no form shows: only the toast can. */
  other: string[]
}

export const NO_ERRORS: WizardErrors = { lease: {}, occupants: {}, list: [], other: [] }

/** 'contactNumbers.1.number' → 'contactNumbers[1].number', as Conform names list items. */
export function conformName(segments: string[]): string {
  return segments.reduce((name, segment) => {
    if (/^\d+$/.test(segment)) return `${name}[${segment}]`
    return name ? `${name}.${segment}` : segment
  }, '')
}

function add(errors: FormErrors, name: string, messages: string[]) {
  errors[name] = [...(errors[name] ?? []), ...messages]
}

/** The server reports by the body's dot path: 'tenancy.endedAt', 'occupants.0.name', 'occupants.0' (the occupant). */
export function wizardErrorsFrom(fieldErrors: FieldErrors): WizardErrors {
  const result: WizardErrors = { lease: {}, occupants: {}, list: [], other: [] }
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const [head, ...rest] = path.split('.')
    const index = rest[0]
    if (head === 'tenancy') add(result.lease, conformName(rest), messages)
    else if (head === 'occupants' && index === undefined) result.list.push(...messages)
    else if (head === 'occupants' && index !== undefined && /^\d+$/.test(index)) {
      const position = Number(index)
      result.occupants[position] ??= {}
      add(result.occupants[position], conformName(rest.slice(1)), messages)
    } else result.other.push(...messages)
  }
  return result
}

export function hasErrors(errors: WizardErrors): boolean {
  return (
    Object.keys(errors.lease).length > 0 ||
    Object.keys(errors.occupants).length > 0 ||
    errors.list.length > 0 ||
    errors.other.length > 0
  )
}

/** Every distinct message, in the order the server gave them: what the failure toast lists. */
export function errorMessages(fieldErrors: FieldErrors): string[] {
  return [...new Set(Object.values(fieldErrors).flat())]
}
