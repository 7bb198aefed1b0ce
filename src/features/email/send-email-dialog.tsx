import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import * as v from 'valibot'
import { css } from '../../../styled-system/css'
import { newIdempotencyKey, ValidationError } from '../../api/client.ts'
import { emailMutations, emailQueries, uploadEmailImage } from '../../api/email.ts'
import { useGate } from '../../api/me.ts'
import {
  EMAIL_CC_MAX,
  EMAIL_IMAGE_MAX_BYTES,
  EMAIL_IMAGE_TYPES,
  EMAIL_IMAGE_WIDTH_PX,
  EMAIL_MESSAGE_MAX,
  EMAIL_TEXTS,
  EMAIL_TO_MAX,
  type EmailFormOptions,
  EmailFormSchema,
  type EmailMessageBody,
  type EmailPreview,
  type EmailType,
  emailMessageLength,
  IMAGE_TYPE_NOT_ALLOWED,
  type SentEmailReceipt,
} from '../../contract/email.ts'
import { byField, type FieldErrors } from '../../lib/field-errors.ts'
import { Button, CheckboxField, Dialog, Field, NativeSelect, TagsInput, toaster } from '../../ui/index.ts'
import { tapLink } from '../../ui/links.ts'
import { CharacterCounter, RichTextEditor } from '../../ui/rich-text-editor.tsx'
import { useNeedsConnection } from '../offline/use-online.ts'
import { useSession } from '../session/use-session.ts'
import { draftKey, type EmailDraft, useEmailDraft } from './email-draft.ts'
import { EmailPreviewDialog } from './email-preview-dialog.tsx'

const EMAIL_TYPE: EmailType = 'occupant-notification'

type Props = {
  propertyId: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * From the access-issue wizard's email solution: the email is that solution, recorded with it in the same
   * request; a failure says both failed.
   */
  resolveAccessIssue?: { solutionLabel: string } | null
  /** Called once the email is accepted (before the dialog closes). */
  onSent?: (receipt: SentEmailReceipt) => void
}

/**
 * Send email to tenant (property-operations §2; §5 Email form; §6 gating): From of the agency's sending addresses,
 * To and CC, send a copy to myself, a rich-text message with images. The draft stays on this device until it is
 * sent or discarded; preview, download and sending need the connection.
 */
export function SendEmailDialog({ propertyId, open, onOpenChange, resolveAccessIssue = null, onSent }: Props) {
  const session = useSession()
  const options = useQuery({ ...emailQueries.form(EMAIL_TYPE, propertyId), enabled: open })
  const key = draftKey({ userId: session.user.id, agencyId: session.complianceAgencyId }, EMAIL_TYPE, propertyId)
  const draft = useEmailDraft(key)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} closeOnInteractOutside={false}>
      <Dialog.Content className={css({ maxWidth: { sm: '2xl' } })}>
        <Dialog.Title>Send email to tenant</Dialog.Title>
        {options.isPending || draft.initial === undefined ? (
          <p aria-busy="true">Loading…</p>
        ) : options.isError ? (
          <div role="alert">
            <p>{options.error.message}</p>
            <Button variant="outline" onClick={() => void options.refetch()} className={css({ mt: '3' })}>
              Try again
            </Button>
          </div>
        ) : options.data.gate.status !== 'enabled' ? (
          <SendingGate options={options.data} onClose={() => onOpenChange(false)} />
        ) : (
          <ComposeForm
            propertyId={propertyId}
            options={options.data}
            initial={draft.initial}
            onDraft={draft.save}
            onDiscard={draft.discard}
            onClose={() => onOpenChange(false)}
            resolveAccessIssue={resolveAccessIssue}
            onSent={onSent}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** §6: the user's email is on no configured sending domain. */
function SendingGate({ options, onClose }: { options: EmailFormOptions; onClose: () => void }) {
  const gate = options.gate
  return (
    <div>
      <div role="alert" className={css({ p: '3', mb: '4', bg: 'amber.50', borderRadius: 'md' })}>
        {gate.status === 'notSetup' ? (
          <>
            <p className={css({ fontWeight: 'semibold' })}>{EMAIL_TEXTS.accountNotSetup}</p>
            <p className={css({ fontSize: 'sm' })}>{EMAIL_TEXTS.accountNotSetupDetail}</p>
            <ul className={css({ listStyleType: 'disc', pl: '6', fontSize: 'sm' })}>
              {gate.setupLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={tapLink}>
                    Set up {link.domain}
                    <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p className={css({ fontWeight: 'semibold' })}>{EMAIL_TEXTS.sendingDisabled}</p>
            <p className={css({ fontSize: 'sm' })}>{EMAIL_TEXTS.sendingDisabledDetail}</p>
          </>
        )}
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  )
}

type ComposeProps = {
  propertyId: number
  options: EmailFormOptions
  initial: EmailDraft
  onDraft: (draft: EmailDraft) => void
  onDiscard: () => Promise<void>
  onClose: () => void
  resolveAccessIssue: { solutionLabel: string } | null
  onSent: ((receipt: SentEmailReceipt) => void) | undefined
}

function ComposeForm(props: ComposeProps) {
  const { propertyId, options, initial, onDraft, onDiscard, onClose, resolveAccessIssue, onSent } = props
  const id = useId()
  const downloadExperiment = useGate('download-email')
  const connection = useNeedsConnection('Previewing, downloading or sending an email')
  const [form, setForm] = useState<EmailDraft>(() => ({
    ...initial,
    fromEmail: options.fromOptions.includes(initial.fromEmail) ? initial.fromEmail : (options.fromOptions[0] ?? ''),
  }))
  const [text, setText] = useState(() => initial.html)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [preview, setPreview] = useState<{ data: EmailPreview; body: EmailMessageBody } | null>(null)
  const [uploading, setUploading] = useState(0)
  const update = (change: Partial<EmailDraft>) => {
    const next = { ...form, ...change }
    setForm(next)
    onDraft(next)
    // A field's message goes once it is changed (To and CC together: the clash is told under CC).
    const stale = new Set<string>()
    if (change.fromEmail !== undefined) stale.add('fromEmail')
    if (change.to || change.cc) for (const f of ['toAddresses', 'ccAddresses']) stale.add(f)
    if (change.html !== undefined) stale.add('message')
    if (Object.keys(errors).some((f) => stale.has(f)))
      setErrors(Object.fromEntries(Object.entries(errors).filter(([f]) => !stale.has(f))))
    // A changed form is a new submission.
    setIdempotencyKey(newIdempotencyKey())
  }
  const length = emailMessageLength(text)
  const body = (): EmailMessageBody | null => {
    const checked = v.safeParse(EmailFormSchema, {
      fromEmail: form.fromEmail,
      toAddresses: form.to,
      ccAddresses: form.cc,
      sendToDefaultRecipient: form.sendToDefaultRecipient,
      message: form.html,
    })
    if (!checked.success) {
      setErrors(byField(checked.issues))
      return null
    }
    setErrors({})
    return { ...checked.output, emailFooter: '', propertyId, noticeId: null }
  }
  const previewing = useMutation({
    ...emailMutations.preview(EMAIL_TYPE),
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(byField(error.fieldErrors))
      toaster.error({ title: EMAIL_TEXTS.previewFailed, description: error.message })
    },
  })
  const send = useMutation({
    ...emailMutations.sendOccupantNotification(),
    onSuccess: async (receipt) => {
      toaster.success({ title: EMAIL_TEXTS.sent })
      onSent?.(receipt)
      await onDiscard()
      onClose()
    },
    onError: (error) => {
      if (error instanceof ValidationError) setErrors(byField(error.fieldErrors))
      const title = resolveAccessIssue ? EMAIL_TEXTS.sendAndResolveFailed : EMAIL_TEXTS.sendFailed
      toaster.error({ title, description: error.message })
    },
  })
  const busy = previewing.isPending || send.isPending
  const onPreview = () => {
    const b = body()
    if (!b) return
    previewing.mutate(b, { onSuccess: (data) => setPreview({ data, body: b }) })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const b = body()
    if (!b) return
    const resolve = resolveAccessIssue && { solutionLabel: resolveAccessIssue.solutionLabel, notes: null, date: null }
    send.mutate({ body: { ...b, resolveAccessIssue: resolve }, idempotencyKey })
  }
  const uploadImage = async (file: File): Promise<string | null> => {
    if (file.size > EMAIL_IMAGE_MAX_BYTES) {
      toaster.error({ title: EMAIL_TEXTS.imageTooLarge })
      return null
    }
    if (!(EMAIL_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toaster.error({ title: IMAGE_TYPE_NOT_ALLOWED })
      return null
    }
    setUploading((n) => n + 1)
    try {
      return (await uploadEmailImage(file)).public_url
    } catch (error) {
      toaster.error({ title: EMAIL_TEXTS.imageUploadFailed, description: (error as Error).message })
      return null
    } finally {
      setUploading((n) => n - 1)
    }
  }
  const suggestions = options.recipientOptions.filter((r) => !form.to.includes(r.email.toLowerCase()))
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className={css({ mb: '4', fontSize: 'sm', color: 'fg.muted' })}>
        Subject: <span className={css({ color: 'fg' })}>{options.subject}</span>
      </p>
      <fieldset disabled={send.isPending} className={css({ display: 'grid', minWidth: '0' })}>
        <Field label="From" htmlFor={`${id}-from`} errors={errors.fromEmail} errorId={`${id}-from-error`}>
          <NativeSelect
            id={`${id}-from`}
            value={form.fromEmail}
            aria-invalid={errors.fromEmail ? true : undefined}
            aria-describedby={errors.fromEmail ? `${id}-from-error` : undefined}
            onChange={(event) => update({ fromEmail: event.target.value })}
          >
            {options.fromOptions.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <TagsInput
          id={`${id}-to`}
          label="To"
          values={form.to}
          onChange={(to) => update({ to })}
          max={EMAIL_TO_MAX}
          errors={errors.toAddresses}
        />
        {suggestions.length > 0 && form.to.length < EMAIL_TO_MAX && (
          <div
            className={css({ mt: '-2', mb: '4', display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}
          >
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Add to To:</span>
            {suggestions.map((r) => (
              <Button
                key={`${r.type}:${r.email}`}
                variant="ghost"
                className={css({ fontSize: 'sm', px: '2' })}
                onClick={() => update({ to: [...form.to, r.email.toLowerCase()] })}
              >
                {r.name} ({r.position})
              </Button>
            ))}
          </div>
        )}
        <TagsInput
          id={`${id}-cc`}
          label="CC"
          values={form.cc}
          onChange={(cc) => update({ cc })}
          max={EMAIL_CC_MAX}
          errors={errors.ccAddresses}
        />
        <CheckboxField
          label={`${EMAIL_TEXTS.sendCopyToMyself} (${options.defaultRecipient.email})`}
          checked={form.sendToDefaultRecipient}
          onChange={(event) => update({ sendToDefaultRecipient: event.target.checked })}
          className={css({ mb: '4' })}
        />
        <div className={css({ display: 'grid', gap: '1.5', mb: '4', minWidth: '0' })}>
          <span id={`${id}-message-label`} className={css({ fontWeight: 'semibold' })}>
            Message
          </span>
          <RichTextEditor
            id={`${id}-message`}
            labelId={`${id}-message-label`}
            initialHtml={initial.html}
            describedBy={`${id}-counter${errors.message ? ` ${id}-message-error` : ''}`}
            invalid={length > EMAIL_MESSAGE_MAX || errors.message !== undefined}
            placeholder="Write your message"
            onChange={({ html }) => {
              setText(html)
              update({ html })
            }}
            uploadImage={uploadImage}
            imageWidth={EMAIL_IMAGE_WIDTH_PX}
          />
          <CharacterCounter id={`${id}-counter`} length={length} max={EMAIL_MESSAGE_MAX} />
          {uploading > 0 && (
            <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              Uploading image…
            </p>
          )}
          {errors.message?.[0] && (
            <p id={`${id}-message-error`} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
              {errors.message[0]}
            </p>
          )}
        </div>
      </fieldset>
      {connection.reason && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
          {connection.reason} Your draft is kept on this device.
        </p>
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => {
            void onDiscard().then(onClose)
          }}
        >
          Discard draft
        </Button>
        <Button variant="outline" disabled={busy} onClick={onClose}>
          Close
        </Button>
        <Button variant="outline" disabled={busy || connection.disabled || uploading > 0} onClick={onPreview}>
          {previewing.isPending ? 'Previewing…' : 'Preview'}
        </Button>
        <Button type="submit" disabled={busy || connection.disabled || uploading > 0}>
          {send.isPending ? 'Sending…' : 'Send email'}
        </Button>
      </div>
      {preview && (
        <EmailPreviewDialog
          emailType={EMAIL_TYPE}
          preview={preview.data}
          body={preview.body}
          canDownload={options.canDownload && downloadExperiment}
          offlineReason={connection.reason}
          onClose={() => setPreview(null)}
        />
      )}
    </form>
  )
}
