import { useId } from 'react'
import { Field, NativeSelect } from './field.tsx'

type Props = {
  value: number | undefined
  managers: readonly { id: number; name: string }[]
  onChange: (id: number | undefined) => void
}

/** A list's 'Property manager' filter: 'All property managers' or one of the agency's. */
export function PropertyManagerSelect({ value, managers, onChange }: Props) {
  const id = useId()
  return (
    <Field label="Property manager" htmlFor={id}>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(Number(event.target.value) || undefined)}>
        <option value="">All property managers</option>
        {managers.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  )
}
