import { beforeEach, describe, expect, it } from 'vitest'
import { clearEmailDrafts, discardDraft, draftKey, draftsDb, loadDraft, saveDraft } from './email-draft.ts'

const key = draftKey({ userId: 7, agencyId: 3 }, 'occupant-notification', 42)
const draft = {
  fromEmail: 'rentals@harbourco.com.au',
  to: ['tenant@example.com'],
  cc: [],
  sendToDefaultRecipient: true,
  html: '<p>Hello <strong>there</strong></p>',
}

beforeEach(async () => {
  await draftsDb.drafts.clear()
})

describe('email drafts', () => {
  it('keeps a draft per user, agency, email type and property until it is discarded', async () => {
    expect(key).toBe('7:3:occupant-notification:42')
    await saveDraft(key, draft)
    expect(await loadDraft(key)).toEqual(draft)
    expect(await loadDraft(draftKey({ userId: 8, agencyId: 3 }, 'occupant-notification', 42))).toBeNull()
    await discardDraft(key)
    expect(await loadDraft(key)).toBeNull()
  })

  it('removes the draft when it is saved empty (opening and closing the form leaves nothing)', async () => {
    await saveDraft(key, draft)
    await saveDraft(key, { ...draft, to: [], html: '<p></p>' })
    expect(await loadDraft(key)).toBeNull()
  })

  it('sign-out forgets every draft on the device, of every user, agency and property', async () => {
    const other = draftKey({ userId: 8, agencyId: 4 }, 'occupant-notification', 43)
    await saveDraft(key, draft)
    await saveDraft(other, draft)
    await clearEmailDrafts()
    expect(await loadDraft(key)).toBeNull()
    expect(await loadDraft(other)).toBeNull()
    expect(await draftsDb.drafts.count()).toBe(0)
  })
})
