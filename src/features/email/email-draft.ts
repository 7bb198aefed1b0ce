import Dexie, { type EntityTable } from 'dexie'
import { useEffect, useRef, useState } from 'react'
import type { EmailType } from '../../contract/email.ts'

/** What the email form holds; kept on the device so a dropped connection or a reload loses nothing. */
export type EmailDraft = {
  fromEmail: string
  to: string[]
  cc: string[]
  sendToDefaultRecipient: boolean
  /** The editor's HTML (images by their product URL, already uploaded). */
  html: string
}

type DraftRow = EmailDraft & { key: string; savedAt: number }

export const EMAIL_DRAFTS_DB_NAME = 'acp-email-drafts'

/**
 * Its own small database rather than the persisted query cache: a draft is the user's typing, not a server
 * answer, and must outlive cache clears and reloads until it is sent or discarded.
 */
export const draftsDb = new Dexie(EMAIL_DRAFTS_DB_NAME) as Dexie & { drafts: EntityTable<DraftRow, 'key'> }
draftsDb.version(1).stores({ drafts: 'key' })

/** One draft per user, agency, kind of email and property: another user on this device never sees it. */
export function draftKey(scope: { userId: number; agencyId: number }, emailType: EmailType, propertyId: number) {
  return `${scope.userId}:${scope.agencyId}:${emailType}:${propertyId}`
}

export const emptyDraft = (): EmailDraft => ({ fromEmail: '', to: [], cc: [], sendToDefaultRecipient: false, html: '' })

export const isEmptyDraft = (d: EmailDraft) =>
  d.to.length === 0 && d.cc.length === 0 && d.html.replace(/<p><\/p>/g, '').trim() === ''

export async function loadDraft(key: string): Promise<EmailDraft | null> {
  const row = await draftsDb.drafts.get(key)
  if (!row) return null
  const { key: _key, savedAt: _at, ...draft } = row
  return draft
}

/** Saves the draft; an empty one is removed instead, so opening and closing the form leaves nothing. */
export async function saveDraft(key: string, draft: EmailDraft): Promise<void> {
  if (isEmptyDraft(draft)) await draftsDb.drafts.delete(key)
  else await draftsDb.drafts.put({ ...draft, key, savedAt: Date.now() })
}

export async function discardDraft(key: string): Promise<void> {
  await draftsDb.drafts.delete(key)
}

/**
 * Forgets every draft on this device (sign-out, with the other per-user data): what someone typed to a tenant
 * must not stay behind for the next person on a shared device.
 */
export async function clearEmailDrafts(): Promise<void> {
  await draftsDb.drafts.clear()
}

/**
 * The draft of `key`: undefined while it is read, then the saved one (or an empty one). `save` writes after a
 * short pause in typing, and at once when the page is hidden or the form closes.
 */
export function useEmailDraft(key: string, delayMs = 400) {
  const [initial, setInitial] = useState<EmailDraft | undefined>(undefined)
  const pending = useRef<EmailDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    let live = true
    setInitial(undefined)
    void loadDraft(key)
      .catch(() => null)
      .then((draft) => {
        if (live) setInitial(draft ?? emptyDraft())
      })
    const flush = () => {
      clearTimeout(timer.current)
      if (pending.current) void saveDraft(key, pending.current).catch(() => {})
      pending.current = null
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    document.addEventListener('visibilitychange', onHide)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', onHide)
      flush()
    }
  }, [key])
  const save = (draft: EmailDraft) => {
    pending.current = draft
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (pending.current) void saveDraft(key, pending.current).catch(() => {})
      pending.current = null
    }, delayMs)
  }
  const discard = async () => {
    clearTimeout(timer.current)
    pending.current = null
    await discardDraft(key)
  }
  return { initial, save, discard }
}
