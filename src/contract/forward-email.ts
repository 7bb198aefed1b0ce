import * as v from 'valibot'
import { requestObject, textSchema } from './fields.ts'
import { EMAIL_INVALID } from './tenancy.ts'

/** Email form limits (property-operations §5 "Email form", §9). */
export const FORWARD_TO_MAX = 5
export const FORWARD_CC_MAX = 5
/** "The message is under 500 characters of plain text." */
export const FORWARD_MESSAGE_MAX = 499
export const EMAIL_ADDRESS_MAX = 254

export const TO_REQUIRED = 'At least one email is required'
export const TO_TOO_MANY = `A maximum of ${FORWARD_TO_MAX} To emails are allowed`
export const CC_TOO_MANY = `A maximum of ${FORWARD_CC_MAX} CC emails are allowed`
export const MESSAGE_TOO_LONG = 'Message should be 500 characters or less'
export const alreadyInTo = (emails: readonly string[]) =>
  `One or more email addresses are already included in the "To" section (${emails.join(', ')})`

/** One address: trimmed, lower-cased (so To/CC duplicates are found), and valid. */
export const EmailAddressSchema = v.pipe(
  textSchema(EMAIL_INVALID),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(EMAIL_ADDRESS_MAX, EMAIL_INVALID),
  v.email(EMAIL_INVALID),
)

export const isValidEmail = (text: string) => v.is(EmailAddressSchema, text)

const unique = (emails: string[]) => [...new Set(emails)]

const ForwardFields = {
  toAddresses: v.pipe(
    v.array(EmailAddressSchema, TO_REQUIRED),
    v.transform(unique),
    v.minLength(1, TO_REQUIRED),
    v.maxLength(FORWARD_TO_MAX, TO_TOO_MANY),
  ),
  ccAddresses: v.optional(
    v.pipe(v.array(EmailAddressSchema, CC_TOO_MANY), v.transform(unique), v.maxLength(FORWARD_CC_MAX, CC_TOO_MANY)),
    [],
  ),
  message: v.optional(v.pipe(textSchema(), v.trim(), v.maxLength(FORWARD_MESSAGE_MAX, MESSAGE_TOO_LONG)), ''),
}

function noAddressInBoth<T extends { toAddresses: string[]; ccAddresses: string[] }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const both = dataset.value.ccAddresses.filter((cc) => dataset.value.toAddresses.includes(cc))
    if (both.length > 0) addIssue({ message: alreadyInTo(both), path: [ccPathItem(dataset.value)] })
  })
}

/** The issue path valibot needs to report the To/CC clash on ccAddresses. */
function ccPathItem(value: { ccAddresses: string[] }) {
  return {
    type: 'object' as const,
    origin: 'value' as const,
    input: value,
    key: 'ccAddresses',
    value: value.ccAddresses,
  }
}

/** POST /v1/invoice/{id}/forward (property-operations §7). */
export const ForwardInvoiceSchema = v.pipe(
  requestObject(ForwardFields),
  noAddressInBoth<{ toAddresses: string[]; ccAddresses: string[]; message: string }>(),
)
export type ForwardInvoiceBody = v.InferInput<typeof ForwardInvoiceSchema>

/** POST /v1/quote/{id}/forward: as an invoice, and the sender may ask to hear how the quote goes. */
export const ForwardQuoteSchema = v.pipe(
  requestObject({
    ...ForwardFields,
    subscribeToNotifications: v.optional(v.boolean('Must be true or false'), false),
  }),
  noAddressInBoth<{
    toAddresses: string[]
    ccAddresses: string[]
    message: string
    subscribeToNotifications: boolean
  }>(),
)
export type ForwardQuoteBody = v.InferInput<typeof ForwardQuoteSchema>
