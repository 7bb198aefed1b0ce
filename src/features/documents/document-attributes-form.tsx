import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithValibot } from '@conform-to/valibot'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { documentQueries } from '../../api/documents.ts'
import {
  DOCUMENT_SERVICES_FAILED,
  DOCUMENT_TYPES_FAILED,
  type DocumentAttributesBody,
  DocumentAttributesFormSchema,
  OTHER_SERVICE_CODE,
  OTHER_SERVICE_NAME_MAX,
} from '../../contract/documents.ts'
import { Banner, Button, Field, fieldControl, NativeSelect } from '../../ui/index.ts'
import { ChecklistField } from '../property/form-fields.tsx'
import { DialogActions, SubmitError } from '../property/property-dialog.tsx'
import { serverFieldErrors } from '../property/server-errors.ts'

type Props = {
  id: string
  /** The document's attributes when editing one; empty for new uploads. */
  initial?: { documentType: string; services: { code: string; otherServiceName?: string | null }[] }
  submitLabel: string
  pending?: boolean
  error?: Error | null
  /** The spec's sentence for a failed submission, shown above the server's message. */
  errorTitle?: string
  onSubmit: (attributes: DocumentAttributesBody) => void
  onCancel: () => void
  /** Shown above the fields, e.g. the files about to be uploaded. */
  children?: ReactNode
}

/**
 * The document-attributes dialog's form (property-operations §5): a document type (required), at least one
 * service, and the other service's name, shown only while Other is ticked (at most 200 characters).
 */
export function DocumentAttributesForm(props: Props) {
  const { id, initial, submitLabel, pending, error, errorTitle, onSubmit, onCancel, children } = props
  const types = useQuery(documentQueries.types())
  const services = useQuery(documentQueries.services())
  const [form, fields] = useForm<
    { documentType: string; services: string[]; otherServiceName: string },
    DocumentAttributesBody
  >({
    id,
    defaultValue: {
      documentType: initial?.documentType ?? '',
      services: initial?.services.map((s) => s.code) ?? [],
      otherServiceName: initial?.services.find((s) => s.code === OTHER_SERVICE_CODE)?.otherServiceName ?? '',
    },
    lastResult: serverFieldErrors(error ?? null),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: DocumentAttributesFormSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault()
      if (submission?.status === 'success') onSubmit(submission.value)
    },
  })
  const ticked = fields.services.value
  const otherTicked = Array.isArray(ticked) ? ticked.includes(OTHER_SERVICE_CODE) : ticked === OTHER_SERVICE_CODE
  const listFailed = types.isError || services.isError
  return (
    <form {...getFormProps(form)}>
      {children}
      {types.isError && <Banner tone="danger">{DOCUMENT_TYPES_FAILED}</Banner>}
      {services.isError && <Banner tone="danger">{DOCUMENT_SERVICES_FAILED}</Banner>}
      <Field
        label="Document type"
        htmlFor={fields.documentType.id}
        errors={fields.documentType.errors}
        errorId={fields.documentType.errorId}
      >
        <NativeSelect {...getSelectProps(fields.documentType)} key={fields.documentType.key}>
          <option value="">{types.isPending ? 'Loading…' : 'Choose a document type'}</option>
          {types.data?.items.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {services.data && (
        <ChecklistField
          meta={fields.services}
          legend="Services"
          options={services.data.items.map((s) => ({ value: s.code, label: s.name }))}
          defaultChecked={initial?.services.map((s) => s.code) ?? []}
        />
      )}
      {otherTicked && (
        <Field
          label="Other service name"
          htmlFor={fields.otherServiceName.id}
          errors={fields.otherServiceName.errors}
          errorId={fields.otherServiceName.errorId}
          hint={`At most ${OTHER_SERVICE_NAME_MAX} characters`}
        >
          <input
            {...getInputProps(fields.otherServiceName, { type: 'text' })}
            key={fields.otherServiceName.key}
            className={fieldControl}
          />
        </Field>
      )}
      {error && !serverFieldErrors(error) && <SubmitError error={error} title={errorTitle} />}
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || listFailed}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </DialogActions>
    </form>
  )
}
