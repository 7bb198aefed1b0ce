/**
 * The compliance provider as agencies reach it: the footer, the sign-in help, error pages and the access-issue
 * wizard's "Please contact {product}" (its phone and email). One definition for the app and the server.
 */
export const PRODUCT_NAME = 'Agency Compliance Portal'
export const HELP_PHONE = '1300 852 301'
export const HELP_EMAIL = 'support@complianceportal.com.au'

export const PROVIDER_CONTACT = { name: PRODUCT_NAME, phone: HELP_PHONE, email: HELP_EMAIL } as const
