import { type FieldMetadata, getInputProps, getSelectProps, useFormMetadata } from '@conform-to/react'
import { css } from '../../../styled-system/css'
import { CONTACT_NUMBER_TYPES } from '../../contract/tenancy.ts'
import type { ContactNumberBody } from '../../contract/tenancy-bodies.ts'
import { Button, CloseIcon, fieldControl, NativeSelect } from '../../ui/index.ts'
import { errorText } from './wizard-parts.tsx'

type Props = { formId: string; listName: string; field: FieldMetadata<ContactNumberBody>; index: number }

const srOnly = css({ srOnly: true })

/** One contact number: the number, its type and a remove button, in one row even at 360 px. */
export function ContactNumberRow({ formId, listName, field, index }: Props) {
  const form = useFormMetadata(formId)
  const { contactNumberId, number, type } = field.getFieldset()
  const position = index + 1
  return (
    <div>
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7.5rem auto', gap: '2' })}>
        <input {...getInputProps(contactNumberId, { type: 'hidden' })} />
        <label htmlFor={number.id} className={srOnly}>
          Contact number {position}
        </label>
        <input
          {...getInputProps(number, { type: 'tel' })}
          autoComplete="off"
          placeholder="0412 345 678"
          className={fieldControl}
        />
        <label htmlFor={type.id} className={srOnly}>
          Contact number {position} type
        </label>
        <NativeSelect {...getSelectProps(type)}>
          {CONTACT_NUMBER_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="submit"
          variant="ghost"
          aria-label={`Remove contact number ${position}`}
          {...form.remove.getButtonProps({ name: listName, index })}
        >
          <CloseIcon />
        </Button>
      </div>
      {[number, type].map(
        (f) =>
          f.errors && (
            <p key={f.id} id={f.errorId} role="alert" className={errorText}>
              {f.errors[0]}
            </p>
          ),
      )}
    </div>
  )
}
