import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { css } from '../../../styled-system/css'
import { emailMutations } from '../../api/email.ts'
import { EMAIL_TEXTS, type EmailMessageBody, type EmailPreview, type EmailType } from '../../contract/email.ts'
import { Button, Dialog, toaster } from '../../ui/index.ts'
import { sanitizeEmailHtml } from './sanitize.ts'

type Props = {
  emailType: EmailType
  preview: EmailPreview
  /** The body the preview was made of: the download is the same message. */
  body: EmailMessageBody
  /** The download-email experiment: the .eml download is offered only with it. */
  canDownload: boolean
  /** Why downloading is unavailable now (offline), if it is. */
  offlineReason?: string
  onClose: () => void
}

/**
 * The preview modal (§2 Preview email): subject, from, recipients and the message as the server renders it,
 * sanitised again here and shown in a sandboxed frame (no scripts; styles stay inside it). Download saves the
 * same message as .eml.
 */
export function EmailPreviewDialog({ emailType, preview, body, canDownload, offlineReason, onClose }: Props) {
  const frame = useRef<HTMLIFrameElement>(null)
  const download = useMutation({
    ...emailMutations.download(emailType),
    onSuccess: () => toaster.success({ title: EMAIL_TEXTS.downloadSuccess }),
    onError: (error) => {
      toaster.error({ title: EMAIL_TEXTS.requestFailed, description: error.message })
      onClose()
    },
  })
  const to = preview.recipients.filter((r) => r.type === 'to').map((r) => r.email)
  const cc = preview.recipients.filter((r) => r.type === 'cc').map((r) => r.email)
  // Fit the frame to its content (same origin, so its height can be read; scripts stay off by the sandbox).
  const fit = () => {
    const doc = frame.current?.contentDocument
    if (frame.current && doc?.body) frame.current.style.height = `${doc.documentElement.scrollHeight + 8}px`
  }
  const row = css({ display: 'grid', gridTemplateColumns: '4.5rem 1fr', gap: '2', overflowWrap: 'anywhere' })
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !download.isPending && onClose()}>
      <Dialog.Content className={css({ maxWidth: { sm: '2xl' } })}>
        <Dialog.Title>Preview email</Dialog.Title>
        <dl className={css({ display: 'grid', gap: '1', mb: '4', fontSize: 'sm' })}>
          <div className={row}>
            <dt className={css({ fontWeight: 'semibold' })}>Subject</dt>
            <dd>{preview.subject}</dd>
          </div>
          <div className={row}>
            <dt className={css({ fontWeight: 'semibold' })}>From</dt>
            <dd>{preview.from.email}</dd>
          </div>
          <div className={row}>
            <dt className={css({ fontWeight: 'semibold' })}>To</dt>
            <dd>{to.join(', ')}</dd>
          </div>
          {cc.length > 0 && (
            <div className={row}>
              <dt className={css({ fontWeight: 'semibold' })}>CC</dt>
              <dd>{cc.join(', ')}</dd>
            </div>
          )}
        </dl>
        <iframe
          ref={frame}
          title="Email message preview"
          // No allow-scripts: nothing in the message can run. allow-same-origin only so its images load with the
          // session and its height can be read.
          sandbox="allow-same-origin"
          srcDoc={sanitizeEmailHtml(preview.preview_html)}
          onLoad={fit}
          className={css({
            width: 'full',
            minHeight: '48',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
          })}
        />
        {offlineReason && canDownload && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>{offlineReason}</p>
        )}
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap', mt: '4' })}>
          {canDownload && (
            <Button
              variant="outline"
              disabled={download.isPending || offlineReason !== undefined}
              onClick={() => download.mutate(body)}
            >
              {download.isPending ? 'Downloading…' : 'Download'}
            </Button>
          )}
          <Button onClick={onClose} disabled={download.isPending}>
            Close preview
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}
