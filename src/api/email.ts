import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  EMAIL_TEXTS,
  EmailFormOptionsSchema,
  type EmailMessageBody,
  EmailPreviewSchema,
  type EmailType,
  type SendOccupantNotificationBody,
  SentEmailReceiptSchema,
  type UploadedImage,
  UploadedImageSchema,
} from '../contract/email.ts'
import { envelopeSchema, FailureSchema } from '../contract/envelope.ts'
import { ApiError, apiData, idempotencyHeader } from './client.ts'
import { fileNameOf } from './portfolio.ts'

export const emailQueries = {
  /** The form's options: the sending gate, the From choices, the default recipient, recipient options. */
  form: (emailType: EmailType, propertyId: number) =>
    queryOptions({
      queryKey: ['email', emailType, 'form', propertyId] as const,
      queryFn: ({ signal }) =>
        apiData(`/v1/email/${emailType}/form`, { query: { propertyId }, schema: EmailFormOptionsSchema, signal }),
      staleTime: 5 * 60_000,
    }),
}

export const emailMutations = {
  preview: (emailType: EmailType) =>
    mutationOptions({
      mutationKey: ['email', emailType, 'preview'],
      mutationFn: (body: EmailMessageBody) =>
        apiData(`/v1/email/${emailType}/preview`, { method: 'POST', body, schema: EmailPreviewSchema }),
    }),
  download: (emailType: EmailType) =>
    mutationOptions({
      mutationKey: ['email', emailType, 'download'],
      mutationFn: (body: EmailMessageBody) => downloadEmail(emailType, body),
    }),
  sendOccupantNotification: () =>
    mutationOptions({
      mutationKey: ['email', 'send-occupant-notification'],
      mutationFn: ({ body, idempotencyKey }: { body: SendOccupantNotificationBody; idempotencyKey: string }) =>
        apiData('/v1/notice/send-occupant-notification', {
          method: 'POST',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: SentEmailReceiptSchema,
        }),
    }),
}

/** A file name for the .eml when the server gives none: the subject, or 'email', made safe for every system. */
export function emlFileName(subject: string | undefined, today: string): string {
  const base = (subject ?? '')
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
  return `${base || 'email'}-${today}.eml`
}

/** Hands a blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // After the click has handed the file to the browser; revoking at once can cancel the download in Safari.
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}

/** POST /v1/email/{emailType}/download: the message as .eml, saved under the server's file name. */
export async function downloadEmail(emailType: EmailType, body: EmailMessageBody): Promise<string> {
  let response: Response
  try {
    response = await fetch(`/v1/email/${emailType}/download`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'message/rfc822, application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new ApiError(EMAIL_TEXTS.requestFailed, 0)
  }
  if (!response.ok) {
    const failure = v.safeParse(FailureSchema, await response.json().catch(() => null))
    throw new ApiError(failure.success ? failure.output.error : EMAIL_TEXTS.requestFailed, response.status)
  }
  const blob = await response.blob()
  const fileName =
    fileNameOf(response.headers.get('content-disposition')) ??
    emlFileName(undefined, new Date().toISOString().slice(0, 10))
  saveBlob(new Blob([blob], { type: 'message/rfc822' }), fileName)
  return fileName
}

/**
 * PUT /v1/misc/image/upload (multipart, field `file`): the image's public URL. Size and type are checked by the
 * caller first, and again by the server by the file's bytes.
 */
export async function uploadEmailImage(file: File): Promise<UploadedImage> {
  const form = new FormData()
  form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch('/v1/misc/image/upload', {
      method: 'PUT',
      credentials: 'include',
      headers: { Accept: 'application/json', ...idempotencyHeader(crypto.randomUUID()) },
      body: form,
    })
  } catch {
    throw new ApiError(EMAIL_TEXTS.imageUploadFailed, 0)
  }
  const json: unknown = await response.json().catch(() => null)
  const failure = v.safeParse(FailureSchema, json)
  if (failure.success) throw new ApiError(failure.output.error || EMAIL_TEXTS.imageUploadFailed, response.status)
  const parsed = v.safeParse(envelopeSchema(UploadedImageSchema), json)
  if (!response.ok || !parsed.success || !parsed.output.success)
    throw new ApiError(EMAIL_TEXTS.imageUnavailable, response.status)
  return parsed.output.data
}
