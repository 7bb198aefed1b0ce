import { useId } from 'react'
import { Field, NativeSelect } from './field.tsx'

type Props = {
  value: number | undefined
  managers: readonly { id: number; name: string }[]
  onChange: (id: number | undefined) => void
  /** No margin below, and the width: where it stands on its own (the dashboard). */
  flush?: boolean
  className?: string
}

export const ALL_PROPERTY_MANAGERS = 'All property managers'

/**
 * A list's or the dashboard's 'Property manager' filter: 'All property managers' or one of the agency's. A
 * preset or linked manager shows even before the list arrives, so the select never claims 'All' wrongly.
 */
export function PropertyManagerSelect({ value, managers, onChange, flush, className }: Props) {
  const id = useId()
  const known = value === undefined || managers.some((m) => m.id === value)
  return (
    <Field label="Property manager" htmlFor={id} flush={flush} className={className}>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(Number(event.target.value) || undefined)}>
        <option value="">{ALL_PROPERTY_MANAGERS}</option>
        {!known && <option value={value}>Selected property manager</option>}
        {managers.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
