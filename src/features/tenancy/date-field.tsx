import { type FieldMetadata, getInputProps } from '@conform-to/react'
import type { FormEvent } from 'react'
import { Field, fieldControl } from '../../ui/index.ts'
import { autoSlashDate } from './date-typing.ts'

type Props = { label: string; field: FieldMetadata<string | null>; readOnly: boolean }

/**
 * A date typed as dd/mm/yyyy. A text field, not type="date": the contract reads the Australian form, and
 * phones' numeric keypads often lack '/', so eight typed digits get their slashes.
 */
export function DateField({ label, field, readOnly }: Props) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const formatted = autoSlashDate(input.value)
    if (formatted !== input.value) input.value = formatted
  }
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      <input
        {...getInputProps(field, { type: 'text' })}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        autoComplete="off"
        readOnly={readOnly}
        onInput={onInput}
        className={fieldControl}
      />
    </Field>
  )
}
