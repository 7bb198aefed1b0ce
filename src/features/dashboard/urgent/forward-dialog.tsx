import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from '../../../../styled-system/css'
import { newIdempotencyKey, ValidationError } from '../../../api/client.ts'
import { invoiceMutations } from '../../../api/invoices.ts'
import { quoteMutations } from '../../../api/quotes.ts'
import {
  FORWARD_CC_MAX,
  FORWARD_MESSAGE_MAX,
  FORWARD_TO_MAX,
  ForwardInvoiceSchema,
  ForwardQuoteSchema,
} from '../../../contract/forward-email.ts'
import { INVOICE_MESSAGES } from '../../../contract/invoices.ts'
import { QUOTE_MESSAGES } from '../../../contract/quotes.ts'
import { byField, type FieldErrors } from '../../../lib/field-errors.ts'
import { Button, CheckboxField, Dialog, TagsInput, toaster } from '../../../ui/index.ts'
import { NotesInput } from '../../../ui/notes-input.tsx'
import { QuoteSummary } from './quote-summary.tsx'

export type ForwardTarget = { kind: 'invoice' | 'quote'; id: number; number: string }

type Props = {
  target: ForwardTarget
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Told when it was sent (before it closes), e.g. so the findings wizard can record the quote forwarded. */
  onForwarded?: () => void
}

/**
 * Forward invoice / Forward quote (property-operations §2): To (1 to 5), CC (up to 5), a message under 500
 * characters and, for a quote, whether to be told how it goes. One dialog for both; sent once per submission.
 */
export function ForwardDialog({ target, open, onOpenChange, onForwarded }: Props) {
  const id = useId()
  const isQuote = target.kind === 'quote'
  const [to, setTo] = useState<string[]>([])
  const [cc, setCc] = useState<string[]>([])
  const [message, setMessage] = useState('')
  const [subscribe, setSubscribe] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const forward = useMutation({
    ...(isQuote ? quoteMutations.forward() : invoiceMutations.forward()),
    onSuccess: () => {
      toaster.success({ title: isQuote ? `Quote ${target.number} forwarded` : `Invoice #${target.number} forwarded` })
      onForwarded?.()
      onOpenChange(false)
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(byField(error.fieldErrors))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = {
      toAddresses: to,
      ccAddresses: cc,
      message,
      ...(isQuote ? { subscribeToNotifications: subscribe } : {}),
    }
    const checked = v.safeParse(isQuote ? ForwardQuoteSchema : ForwardInvoiceSchema, body)
    if (!checked.success) {
      setErrors(byField(checked.issues))
      return
    }
    setErrors({})
    forward.mutate({ id: target.id, body, idempotencyKey })
  }
  const edited = () => {
    // A changed form is a new submission.
    if (forward.isError) setIdempotencyKey(newIdempotencyKey())
  }
  const title = isQuote ? `Forward quote ${target.number}` : `Forward invoice #${target.number}`
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !forward.isPending && onOpenChange(details.open)}
      closeOnEscape={!forward.isPending}
      closeOnInteractOutside={!forward.isPending}
    >
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>
          {isQuote
            ? 'Send this quote and its PDF by email, for example to the landlord for approval.'
            : 'Send this invoice and its PDF by email, for example to the landlord for payment.'}
        </Dialog.Description>
        {isQuote && <QuoteSummary id={target.id} />}
        <form onSubmit={submit} onChange={edited} noValidate>
          <fieldset disabled={forward.isPending} className={css({ display: 'grid' })}>
            <TagsInput
              label="To"
              values={to}
              onChange={(next) => {
                setTo(next)
                edited()
              }}
              max={FORWARD_TO_MAX}
              errors={errors.toAddresses}
            />
            <TagsInput
              label="CC"
              values={cc}
              onChange={(next) => {
                setCc(next)
                edited()
              }}
              max={FORWARD_CC_MAX}
              errors={errors.ccAddresses}
            />
            <NotesInput
              id={`${id}-message`}
              label="Message (optional)"
              rows={4}
              value={message}
              length={message.length}
              max={FORWARD_MESSAGE_MAX + 1}
              allowed={FORWARD_MESSAGE_MAX}
              errors={errors.message}
              aria-invalid={message.length > FORWARD_MESSAGE_MAX || errors.message ? true : undefined}
              onChange={(event) => setMessage(event.target.value)}
            />
            {isQuote && (
              <CheckboxField
                label="Email me updates about this quote"
                checked={subscribe}
                onChange={(event) => setSubscribe(event.target.checked)}
                className={css({ mb: '4' })}
              />
            )}
          </fieldset>
          {forward.isError && !(forward.error instanceof ValidationError) && (
            <div role="alert" className={css({ p: '3', mb: '4', bg: 'red.50', color: 'red.800', borderRadius: 'md' })}>
              <p className={css({ fontWeight: 'semibold' })}>
                {isQuote ? QUOTE_MESSAGES.forwardFailed : INVOICE_MESSAGES.forwardFailed}
              </p>
              <p className={css({ fontSize: 'sm' })}>{forward.error.message}</p>
            </div>
          )}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={forward.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={forward.isPending}>
              {forward.isPending ? 'Forwarding…' : isQuote ? 'Forward quote' : 'Forward invoice'}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
