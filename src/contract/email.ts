import * as v from 'valibot'
import { agencyActionBodySchema } from './access-issues.ts'
import { idParamSchema, idSchema, requestObject, textSchema } from './fields.ts'
import {
  alreadyInTo,
  CC_TOO_MANY,
  EmailAddressSchema,
  FORWARD_CC_MAX,
  FORWARD_MESSAGE_MAX,
  FORWARD_TO_MAX,
  MESSAGE_TOO_LONG,
  TO_REQUIRED,
  TO_TOO_MANY,
} from './forward-email.ts'
import type { EmailDomainSchema } from './me.ts'

/**
 * Email to tenants (property-operations §2 "Send email to tenant", "Preview email"; §3 Email; §5 "Email form";
 * §6 sending-domain gating and the download-email experiment; §7 Email; §8 Email texts; §9 limits).
 *
 * Endpoints (every answer in the { success, data, error } envelope unless said otherwise; writes take an
 * Idempotency-Key and are refused while impersonating; everything is scoped to the session's agency):
 *
 * - GET  /v1/email/{emailType}/form?propertyId=N
 *        → EmailFormOptions: the sending gate, the From choices, the default recipient (the user) and the
 *          recipient options (the property's occupants with an email, then its property manager).
 * - POST /v1/email/{emailType}/preview      body EmailMessageBody
 *        → EmailPreview { subject, from: { email }, recipients: [{ type: 'to' | 'cc', email }], preview_html }
 *          (preview_html sanitised on the server; sanitise again before rendering).
 * - POST /v1/email/{emailType}/download     body EmailMessageBody   (needs the download-email experiment)
 *        → the message itself: message/rfc822 with Content-Disposition: attachment; filename="….eml".
 * - POST /v1/notice/send-occupant-notification   body SendOccupantNotificationBody
 *        → SentEmailReceipt { emailId, state: 'queued', accessIssueAction: { id } | null }. Sending is queued:
 *          the answer never waits for the mail server. With resolveAccessIssue the EMAIL solution is recorded
 *          against the property's access issues in the same request (as POST /v2/…/access-issues/action does).
 * - PUT  /v1/misc/image/upload              multipart, field `file` (png/jpeg/gif/webp by its bytes, ≤ 2MB)
 *        → UploadedImage { id, public_url, contentType, size }.
 * - GET  /v1/misc/image/{id}               → the image bytes with their checked type (nosniff); agency-scoped.
 * - GET  /v1/email/sent?propertyId=&page=&page-size=
 *        → { items: SentEmail[], total }: the agency's emails, newest first, with state queued/sent/failed.
 *
 * Only `occupant-notification` exists as emailType today (EMAIL_TYPES).
 */

export const EMAIL_TYPES = ['occupant-notification'] as const
export type EmailType = (typeof EMAIL_TYPES)[number]
export const EmailTypeParamSchema = v.picklist(EMAIL_TYPES, 'Unknown email type')

/** §9: To at most 5, CC at most 5; the message under 500 characters of plain text. */
export const EMAIL_TO_MAX = FORWARD_TO_MAX
export const EMAIL_CC_MAX = FORWARD_CC_MAX
/** The text-area counter's max ('n / max characters'): 499 is the most allowed, 500 is an error. */
export const EMAIL_MESSAGE_MAX = FORWARD_MESSAGE_MAX
/** The HTML around those characters (formatting, links, images) is bounded too, so a body stays small. */
export const EMAIL_MESSAGE_HTML_MAX = 50_000
export const EMAIL_FOOTER_MAX = 500
/** Images in one message: not in the spec; keeps a message well under any mail server's size limit. */
export const EMAIL_IMAGES_MAX = 10

export const FROM_REQUIRED = 'A "From" email is required'
export const FROM_NOT_ALLOWED = 'Choose a "From" email of your agency'
export const MESSAGE_HTML_TOO_LONG = 'The message is too long'
export const TOO_MANY_IMAGES = `A message can have at most ${EMAIL_IMAGES_MAX} images`
export const IMAGE_NOT_FOUND = 'Unable to get the uploaded image'
export const PROPERTY_NOT_FOUND = 'Property not found'
export const NOTICE_NOT_FOUND = 'Notice not found'

export {
  alreadyInTo,
  CC_TOO_MANY,
  EmailAddressSchema as EmailRecipientSchema,
  MESSAGE_TOO_LONG,
  TO_REQUIRED,
  TO_TOO_MANY,
}

/** User-visible texts of the email dialogs (§5, §6, §8). */
export const EMAIL_TEXTS = {
  sent: 'Email sent',
  sendFailed: 'Failed to send occupant notification',
  sendAndResolveFailed: 'Failed to send notification and resolve access issue',
  previewFailed: 'Failed to get email preview',
  requestFailed: 'Request Failed',
  downloadSuccess: 'Download Success',
  /** §6: no sending domain configured for the agency. The spec gives the first sentence only. */
  sendingDisabled: 'Sending emails from the Compliance Portal is disabled',
  sendingDisabledDetail: 'Please contact your account manager to enable it.',
  /** §6: the agency has sending domains but the user's email is on none of them; the set-up links follow. */
  accountNotSetup: 'Seems like your account is not setup yet',
  accountNotSetupDetail: 'Set up your email account to send emails from the Compliance Portal:',
  imageTooLarge: 'File is too large. The maximum is 2MB.',
  imageUploadFailed: 'Failed to upload image',
  imageUnavailable: IMAGE_NOT_FOUND,
  sendCopyToMyself: 'Send copy to myself',
  counter: (n: number, max: number = EMAIL_MESSAGE_MAX) => `${n} / ${max} characters`,
} as const

// --- Images (PUT /v1/misc/image/upload) -----------------------------------------------------------------------

export const EMAIL_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const EMAIL_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type EmailImageType = (typeof EMAIL_IMAGE_TYPES)[number]
/** Dropped or pasted images are shown this wide (§5). */
export const EMAIL_IMAGE_WIDTH_PX = 200
export const IMAGE_TYPE_NOT_ALLOWED = 'Only PNG, JPEG, GIF and WebP images can be added'
export const IMAGE_REQUIRED = 'Please choose an image'

/** Where the product serves an uploaded image; the message HTML refers to its images by this path. */
export const emailImagePath = (id: string) => `/v1/misc/image/${id}`
/** An uploaded image's id: what the server hands out (a UUID). */
export const EMAIL_IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** The image id of a src, absolute (https://portal/v1/misc/image/…) or relative; null for any other URL. */
export function emailImageIdOf(src: string): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/v1\/misc\/image\/([0-9a-f-]{36})(?:[?#].*)?$/i.exec(src.trim())
  const id = match?.[1]?.toLowerCase()
  return id && EMAIL_IMAGE_ID.test(id) ? id : null
}

export const UploadedImageSchema = v.object({
  id: v.string(),
  /** The product's URL of the image (the spec's data.public_url). */
  public_url: v.string(),
  contentType: v.picklist(EMAIL_IMAGE_TYPES),
  size: v.number(),
})
export type UploadedImage = v.InferOutput<typeof UploadedImageSchema>

// --- The message's plain text (counter and limit) -------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * The message's text as the reader sees it, without a DOM (the server counts the same way the counter does):
 * tags gone, block ends and <br> as line breaks, entities decoded, runs of spaces as one.
 */
export function emailPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all
      }
      return ENTITIES[name.toLowerCase()] ?? all
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** What the counter shows and the limit checks: characters of the plain text. */
export const emailMessageLength = (html: string) => [...emailPlainText(html)].length

/** The images of a message: the ids of its <img src> that point at uploaded images, in order, once each. */
export function emailImageIds(html: string): string[] {
  const ids: string[] = []
  for (const match of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const id = emailImageIdOf(match[1] ?? match[2] ?? match[3] ?? '')
    if (id && !ids.includes(id)) ids.push(id)
  }
  return ids
}

// --- Who may send, and from which address (§6) -----------------------------------------------------------------

export type EmailDomain = v.InferOutput<typeof EmailDomainSchema>

export const EmailSendingGateSchema = v.variant('status', [
  v.object({ status: v.literal('enabled') }),
  /** The agency has no sending domain: "Sending emails from the Compliance Portal is disabled". */
  v.object({ status: v.literal('disabled') }),
  /** The agency has sending domains, the user's email is on none: "Seems like your account is not setup yet". */
  v.object({
    status: v.literal('notSetup'),
    setupLinks: v.array(v.object({ domain: v.string(), url: v.string() })),
  }),
])
export type EmailSendingGate = v.InferOutput<typeof EmailSendingGateSchema>

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? ''

/** Occupant-notice emailing needs the user's email on one of the agency's configured sending domains. */
export function emailSendingGate(userEmail: string, domains: readonly EmailDomain[]): EmailSendingGate {
  if (domains.length === 0) return { status: 'disabled' }
  const mine = domainOf(userEmail)
  if (domains.some((d) => d.domain.toLowerCase() === mine)) return { status: 'enabled' }
  return {
    status: 'notSetup',
    setupLinks: domains.flatMap((d) => (d.setup_url ? [{ domain: d.domain, url: d.setup_url }] : [])),
  }
}

/** The From choices: the user's own address (when on a sending domain), then the domains' shared accounts. */
export function fromEmailOptions(userEmail: string, domains: readonly EmailDomain[]): string[] {
  if (emailSendingGate(userEmail, domains).status !== 'enabled') return []
  const options = [
    userEmail.trim().toLowerCase(),
    ...domains.flatMap((d) => d.email_accounts.map((a) => a.toLowerCase())),
  ]
  return [...new Set(options)]
}

// --- The form's options (GET /v1/email/{emailType}/form) -------------------------------------------------------

export const RECIPIENT_TYPES = ['occupant', 'propertyManager'] as const
/** A recipient option (§3): name, position, email, type. */
export const RecipientOptionSchema = v.object({
  name: v.string(),
  /** 'Tenant', 'Property manager'. */
  position: v.string(),
  email: v.string(),
  type: v.picklist(RECIPIENT_TYPES),
})
export type RecipientOption = v.InferOutput<typeof RecipientOptionSchema>

export const EmailFormOptionsSchema = v.object({
  gate: EmailSendingGateSchema,
  fromOptions: v.array(v.string()),
  /** The user: "send copy to myself" adds this address to CC. */
  defaultRecipient: v.object({ name: v.string(), email: v.string() }),
  recipientOptions: v.array(RecipientOptionSchema),
  /** The subject the email will carry (the server sets it). */
  subject: v.string(),
  /** Whether the agency may download the message as .eml (the download-email experiment). */
  canDownload: v.boolean(),
})
export type EmailFormOptions = v.InferOutput<typeof EmailFormOptionsSchema>
export const EmailFormQuerySchema = requestObject({ propertyId: idParamSchema(PROPERTY_NOT_FOUND) })

// --- The message (preview, download and send) ------------------------------------------------------------------

const unique = (emails: string[]) => [...new Set(emails)]

const MessageSchema = v.optional(
  v.pipe(
    textSchema(),
    v.maxLength(EMAIL_MESSAGE_HTML_MAX, MESSAGE_HTML_TOO_LONG),
    v.check((html) => emailMessageLength(html) <= EMAIL_MESSAGE_MAX, MESSAGE_TOO_LONG),
    v.check((html) => emailImageIds(html).length <= EMAIL_IMAGES_MAX, TOO_MANY_IMAGES),
  ),
  '',
)

const MessageEntries = {
  fromEmail: v.pipe(textSchema(FROM_REQUIRED), v.trim(), v.toLowerCase(), v.nonEmpty(FROM_REQUIRED)),
  toAddresses: v.pipe(
    v.array(EmailAddressSchema, TO_REQUIRED),
    v.transform(unique),
    v.minLength(1, TO_REQUIRED),
    v.maxLength(EMAIL_TO_MAX, TO_TOO_MANY),
  ),
  ccAddresses: v.optional(
    v.pipe(v.array(EmailAddressSchema, CC_TOO_MANY), v.transform(unique), v.maxLength(EMAIL_CC_MAX, CC_TOO_MANY)),
    [],
  ),
  /** "Send copy to myself": the server adds the user's email to CC when absent (and within the 5). */
  sendToDefaultRecipient: v.optional(v.boolean('Must be true or false'), false),
  /** HTML from the editor: bold, italic, lists, links, images (uploaded ones only survive). */
  message: MessageSchema,
  emailFooter: v.optional(v.pipe(textSchema(), v.trim(), v.maxLength(EMAIL_FOOTER_MAX, MESSAGE_TOO_LONG)), ''),
  propertyId: idSchema(PROPERTY_NOT_FOUND),
  noticeId: v.nullish(idSchema(NOTICE_NOT_FOUND), null),
}

type Addresses = { toAddresses: string[]; ccAddresses: string[] }
function noAddressInBoth<T extends Addresses>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const both = dataset.value.ccAddresses.filter((cc) => dataset.value.toAddresses.includes(cc))
    if (both.length > 0)
      addIssue({
        message: alreadyInTo(both),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: 'ccAddresses',
            value: dataset.value.ccAddresses,
          },
        ],
      })
  })
}

const MessageObject = requestObject(MessageEntries)
/** POST /v1/email/{emailType}/preview and /download: the form as it is. */
export const EmailMessageBodySchema = v.pipe(MessageObject, noAddressInBoth<v.InferOutput<typeof MessageObject>>())
export type EmailMessageBody = v.InferInput<typeof EmailMessageBodySchema>
export type EmailMessage = v.InferOutput<typeof EmailMessageBodySchema>

/**
 * POST /v1/notice/send-occupant-notification: the message, and optionally the access issue's EMAIL solution
 * to record with it (solutionLabel, notes, date as the wizard's action). `today` is the property's today.
 */
export function sendOccupantNotificationBodySchema(today: string) {
  const entries = { ...MessageEntries, resolveAccessIssue: v.nullish(agencyActionBodySchema(today), null) }
  const object = requestObject(entries)
  return v.pipe(object, noAddressInBoth<v.InferOutput<typeof object>>())
}
export type SendOccupantNotificationBody = v.InferInput<ReturnType<typeof sendOccupantNotificationBodySchema>>
export type SendOccupantNotification = v.InferOutput<ReturnType<typeof sendOccupantNotificationBodySchema>>

/** The email form in the browser (the tags input hands over strings; the editor its HTML). */
export const EmailFormSchema = v.pipe(
  requestObject({
    fromEmail: MessageEntries.fromEmail,
    toAddresses: MessageEntries.toAddresses,
    ccAddresses: MessageEntries.ccAddresses,
    sendToDefaultRecipient: MessageEntries.sendToDefaultRecipient,
    message: MessageSchema,
  }),
  noAddressInBoth<Addresses & { fromEmail: string; sendToDefaultRecipient: boolean; message: string }>(),
)
export type EmailForm = v.InferInput<typeof EmailFormSchema>

/** "Send copy to myself" (§5): the default recipient joins CC when absent from To and CC. */
export function withDefaultRecipient(cc: readonly string[], to: readonly string[], defaultRecipient: string) {
  const me = defaultRecipient.trim().toLowerCase()
  return to.includes(me) || cc.includes(me) ? [...cc] : [...cc, me]
}

// --- Answers ----------------------------------------------------------------------------------------------------

export const EmailPreviewSchema = v.object({
  subject: v.string(),
  from: v.object({ email: v.string() }),
  recipients: v.array(v.object({ type: v.picklist(['to', 'cc']), email: v.string() })),
  preview_html: v.string(),
})
export type EmailPreview = v.InferOutput<typeof EmailPreviewSchema>

export const SENT_EMAIL_STATES = ['queued', 'sent', 'failed'] as const
export type SentEmailState = (typeof SENT_EMAIL_STATES)[number]

export const SentEmailReceiptSchema = v.object({
  emailId: v.number(),
  state: v.picklist(SENT_EMAIL_STATES),
  accessIssueAction: v.nullable(v.object({ id: v.number() })),
})
export type SentEmailReceipt = v.InferOutput<typeof SentEmailReceiptSchema>

/** One email the portal sent or is sending, as the agency sees it. */
export const SentEmailSchema = v.object({
  id: v.number(),
  kind: v.string(),
  propertyId: v.nullable(v.number()),
  from: v.string(),
  to: v.array(v.string()),
  cc: v.array(v.string()),
  subject: v.string(),
  state: v.picklist(SENT_EMAIL_STATES),
  attempts: v.number(),
  /** Why the last attempt failed (kept while retrying, and when it finally failed). */
  lastError: v.nullable(v.string()),
  sentBy: v.nullable(v.string()),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
})
export type SentEmail = v.InferOutput<typeof SentEmailSchema>
export const SentEmailListSchema = v.object({ items: v.array(SentEmailSchema), total: v.number() })
export const SentEmailQuerySchema = requestObject({
  propertyId: v.optional(idParamSchema(PROPERTY_NOT_FOUND)),
  page: v.optional(idParamSchema('Invalid page'), '1'),
  'page-size': v.optional(idParamSchema('Invalid page size', 100), '20'),
})
