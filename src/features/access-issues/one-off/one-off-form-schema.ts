import * as v from 'valibot'
import { SERVICE_REQUIRED } from '../../../contract/access-issues.ts'
import { requestObject } from '../../../contract/fields.ts'

/**
 * The dialog's checkboxes: none ticked sends nothing, one ticked a single value, several a list. The server
 * checks the body with OneOffEntryNotificationBodySchema (the same message).
 */
export const OneOffFormSchema = requestObject({
  serviceIds: v.pipe(
    v.union([v.string(), v.array(v.string())], SERVICE_REQUIRED),
    v.transform((raw) => [raw].flat().map(Number)),
    v.check((ids) => ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0), SERVICE_REQUIRED),
  ),
})
