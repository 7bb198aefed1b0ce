/** How agencies reach the compliance provider: the footer, the sign-in help and error pages. */

import { HELP_EMAIL, HELP_PHONE } from '../contract/provider.ts'
import { PRODUCT_NAME } from './product.ts'

export { HELP_EMAIL, HELP_PHONE } from '../contract/provider.ts'
export const HELP_PHONE_HREF = `tel:${HELP_PHONE.replace(/\s/g, '')}`
export const HELP_CENTRE_URL = 'https://help.complianceportal.com.au'
/** Feedback goes to the support team by email, with a subject that says what it is (foundations §1). */
export const FEEDBACK_HREF = `mailto:${HELP_EMAIL}?subject=${encodeURIComponent(`Feedback on the ${PRODUCT_NAME}`)}`

export const SOCIAL_LINKS = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/complianceportal' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/complianceportal' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/complianceportal' },
] as const
export type SocialId = (typeof SOCIAL_LINKS)[number]['id']

export const POLICY_LINKS = [
  { label: 'Privacy policy', href: 'https://www.complianceportal.com.au/privacy-policy' },
  { label: 'Terms of use', href: 'https://www.complianceportal.com.au/terms-of-use' },
  { label: 'Complaints policy', href: 'https://www.complianceportal.com.au/complaints-policy' },
] as const

/**
 * The provider's electrical contractor licence in each state it works in. Displaying them is a
 * licensing condition, so they live in one place and change together.
 */
export const ELECTRICAL_LICENCES = [
  { state: 'VIC', number: 'REC 27514' },
  { state: 'NSW', number: '318642C' },
  { state: 'QLD', number: '84217' },
  { state: 'SA', number: 'PGE 291730' },
  { state: 'WA', number: 'EC 14863' },
] as const
