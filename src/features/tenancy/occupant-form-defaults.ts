import { DEFAULT_CONTACT_NUMBER_TYPE } from '../../contract/tenancy.ts'
import { formatPhoneNumber } from '../../lib/phone.ts'
import type { OccupantDraft } from './tenancy-draft.ts'

// Apart from tenancy-draft.ts: formatting numbers for the form needs libphonenumber, which the outbox screen
// (it uses the draft's body builders) does not.

/** The sub-form's values; a new occupant (or one without numbers) starts with one blank Mobile row. */
export function occupantFormDefaults(occupant: OccupantDraft | null) {
  const numbers = occupant?.contactNumbers ?? []
  return {
    name: occupant?.name ?? '',
    email: occupant?.email ?? '',
    contactNumbers:
      numbers.length > 0
        ? numbers.map((n) => ({
            contactNumberId: n.contactNumberId === undefined ? '' : String(n.contactNumberId),
            number: formatPhoneNumber(n.number),
            type: n.type,
          }))
        : [{ contactNumberId: '', number: '', type: DEFAULT_CONTACT_NUMBER_TYPE }],
  }
}
