/**
 * Where the portal's own emails (forwarded invoices and quotes) come from; replies go to the user who sent
 * them. Sending goes through server/email (recorded in sent_emails, delivered by the job queue).
 */
export const PORTAL_FROM_ADDRESS = 'no-reply@complianceportal.com.au'
