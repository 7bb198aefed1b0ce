import type { AccessIssueType, SolutionGroup } from '../../../../src/contract/access-issues.ts'

/**
 * The provider's access-issue catalogue as seeded (property-operations §3): what each access issue type means to
 * the agency and what the agency can do about it, best first. Several solutions serve several sets, so one
 * call or one set of keys clears every issue it answers. UNKNOWN has no suggested actions: only the provider
 * can work out what went wrong ("Please contact {product}").
 */

export type SolutionDef = {
  label: string
  publicName: string
  group: SolutionGroup
  descriptionIntegrated: string
  descriptionNonIntegrated: string
  confirmIntegrated: string
  confirmNonIntegrated: string
}

export const ACCESS_SOLUTIONS: readonly SolutionDef[] = [
  {
    label: 'CALL_TENANT',
    publicName: 'Call the tenant',
    group: 'CALL_OCCUPANT',
    descriptionIntegrated:
      'Call the tenant on the number held in {PMS}, explain why the technician needs access and ask them to book a time. Record what was agreed.',
    descriptionNonIntegrated:
      'Call the tenant, explain why the technician needs access and ask them to book a time. Record what was agreed.',
    confirmIntegrated: 'Save call notes',
    confirmNonIntegrated: 'Save call notes',
  },
  {
    label: 'CONFIRM_TENANT_DETAILS',
    publicName: 'Confirm the tenant’s details are up to date in {PMS}',
    group: 'UPDATE_DETAILS',
    descriptionIntegrated:
      'Check the tenant’s name, mobile and email in {PMS}. Changes sync to us overnight and our booking team will try again with the new details.',
    descriptionNonIntegrated:
      'Check the tenant’s name, mobile and email on the property’s tenancy and correct them. Our booking team will try again with the new details.',
    confirmIntegrated: 'Details are up to date in {PMS}',
    confirmNonIntegrated: 'Details are up to date',
  },
  {
    label: 'PROVIDE_KEYS',
    publicName: 'Provide keys to the technician',
    group: 'CONFIRM_WITH_DATE',
    descriptionIntegrated:
      'Make the agency key available for collection from your office and tell us from which day. The technician will enter after an entry notice is served.',
    descriptionNonIntegrated:
      'Make the agency key available for collection from your office and tell us from which day. The technician will enter after an entry notice is served.',
    confirmIntegrated: 'Keys are available',
    confirmNonIntegrated: 'Keys are available',
  },
  {
    label: 'AGENCY_TO_ATTEND',
    publicName: 'Agency to attend',
    group: 'CONFIRM_WITH_DATE',
    descriptionIntegrated:
      'A member of your agency meets the technician at the property and stays for the service. Tell us the day someone can attend.',
    descriptionNonIntegrated:
      'A member of your agency meets the technician at the property and stays for the service. Tell us the day someone can attend.',
    confirmIntegrated: 'Confirm attendance',
    confirmNonIntegrated: 'Confirm attendance',
  },
  {
    label: 'EMAIL_TENANT',
    publicName: 'Send an email to the tenant',
    group: 'EMAIL',
    descriptionIntegrated:
      'Email the tenant at the address held in {PMS} explaining that the service is a legal requirement and asking them to book a time.',
    descriptionNonIntegrated:
      'Email the tenant explaining that the service is a legal requirement and asking them to book a time.',
    confirmIntegrated: 'Send email',
    confirmNonIntegrated: 'Send email',
  },
  {
    label: 'BOOK_ON_BEHALF',
    publicName: 'Book on behalf of the tenant',
    group: 'BOOKING',
    descriptionIntegrated: 'Choose an available time with the tenant and book it for them.',
    descriptionNonIntegrated: 'Choose an available time with the tenant and book it for them.',
    confirmIntegrated: 'Book now',
    confirmNonIntegrated: 'Book now',
  },
  {
    label: 'CONFIRM_ACCESS_ARRANGED',
    publicName: 'Confirm access has been arranged',
    group: 'CONFIRM',
    descriptionIntegrated:
      'You have spoken with the tenant and they will give the technician access at the next booking.',
    descriptionNonIntegrated:
      'You have spoken with the tenant and they will give the technician access at the next booking.',
    confirmIntegrated: 'Confirm',
    confirmNonIntegrated: 'Confirm',
  },
  {
    label: 'AUTHORISE_KEY_ENTRY',
    publicName: 'Authorise entry with the agency key',
    group: 'CONFIRM_WITH_NOTES',
    descriptionIntegrated:
      'Authorise the technician to collect the agency key and enter under an entry notice while the tenant is out. Note anything the technician should know (pets, alarm codes).',
    descriptionNonIntegrated:
      'Authorise the technician to collect the agency key and enter under an entry notice while the tenant is out. Note anything the technician should know (pets, alarm codes).',
    confirmIntegrated: 'Authorise entry',
    confirmNonIntegrated: 'Authorise entry',
  },
  {
    label: 'REPLACE_KEYS',
    publicName: 'Replace the keys',
    group: 'CONFIRM_WITH_DATE',
    descriptionIntegrated:
      'The keys the technician collected did not open the property. Have a working set cut or collected and tell us from which day it is at your office.',
    descriptionNonIntegrated:
      'The keys the technician collected did not open the property. Have a working set cut or collected and tell us from which day it is at your office.',
    confirmIntegrated: 'New keys are available',
    confirmNonIntegrated: 'New keys are available',
  },
]

export type ProblemSetDef = { publicName: string; descriptions: string[]; solutions: string[] }

export const ACCESS_PROBLEM_SETS: Record<AccessIssueType, ProblemSetDef> = {
  REQUIRES_AGENCY_CONFIRMATION: {
    publicName: 'Requires agency confirmation',
    descriptions: ['The tenant will only allow access once the agency confirms the visit is authorised.'],
    solutions: ['CONFIRM_ACCESS_ARRANGED', 'CALL_TENANT', 'EMAIL_TENANT'],
  },
  REFUSING_SERVICE: {
    publicName: 'Refusing service',
    descriptions: [
      'The tenant has refused to let the technician in.',
      'Compliance services are a legal requirement; the tenant may not be aware of this.',
    ],
    solutions: ['CALL_TENANT', 'EMAIL_TENANT', 'AGENCY_TO_ATTEND'],
  },
  COMMUNICATION_DIFFICULTY: {
    publicName: 'Communication difficulty',
    descriptions: ['Our booking team could not make themselves understood with the tenant (language or hearing).'],
    solutions: ['CALL_TENANT', 'AGENCY_TO_ATTEND', 'PROVIDE_KEYS'],
  },
  NO_TENANT_DETAILS: {
    publicName: 'No tenant details',
    descriptions: ['We have no phone number or email for the tenant, so we cannot book an appointment.'],
    solutions: ['CONFIRM_TENANT_DETAILS', 'BOOK_ON_BEHALF'],
  },
  SAME_TENANT_DETAILS: {
    publicName: 'Tenant details unchanged',
    descriptions: [
      'The tenant’s details are the ones that already failed: the number is disconnected or the email bounced.',
    ],
    solutions: ['CONFIRM_TENANT_DETAILS', 'CALL_TENANT'],
  },
  TENANT_REQUIRES_AGENCY_ATTENDANCE: {
    publicName: 'Tenant requires agency attendance',
    descriptions: ['The tenant will only allow access if someone from the agency is present.'],
    solutions: ['AGENCY_TO_ATTEND', 'PROVIDE_KEYS'],
  },
  TENANT_UNAVAILABLE_BUSINESS_HOURS: {
    publicName: 'Tenant unavailable in business hours',
    descriptions: ['The tenant works during our technicians’ hours and cannot be home for an appointment.'],
    solutions: ['PROVIDE_KEYS', 'AUTHORISE_KEY_ENTRY', 'BOOK_ON_BEHALF'],
  },
  REQUIRE_UPDATE_DETAIL_X_DAYS: {
    publicName: 'Tenant details need updating',
    descriptions: [
      'We have not been able to reach the tenant for over 30 days.',
      'Please check the tenancy details are current.',
    ],
    solutions: ['CONFIRM_TENANT_DETAILS', 'CALL_TENANT'],
  },
  TENANT_CANCELLED_CONSECUTIVELY: {
    publicName: 'Tenant cancelled consecutively',
    descriptions: ['The tenant has cancelled their last bookings on the day.'],
    solutions: ['CALL_TENANT', 'AUTHORISE_KEY_ENTRY', 'BOOK_ON_BEHALF'],
  },
  UNKNOWN: {
    publicName: 'Access problem under review',
    descriptions: ['Our technician could not get in and the booking team is working out why.'],
    solutions: [],
  },
  BOOKING_PROBLEM_OTHER: {
    publicName: 'Booking problem',
    descriptions: ['The tenant could not agree on a time with our booking team.'],
    solutions: ['CALL_TENANT', 'EMAIL_TENANT'],
  },
  UNABLE_TO_CONTACT_OCCUPANT: {
    publicName: 'Unable to contact the tenant',
    descriptions: ['Our booking team called and emailed the tenant several times without an answer.'],
    solutions: ['CALL_TENANT', 'CONFIRM_TENANT_DETAILS', 'EMAIL_TENANT'],
  },
  UNABLE_TO_CONTACT_OCCUPANT_AUTOMATIC: {
    publicName: 'Unable to contact the tenant',
    descriptions: ['Our automatic reminders (SMS and email) got no reply from the tenant.'],
    solutions: ['CONFIRM_TENANT_DETAILS', 'CALL_TENANT'],
  },
  BAD_KEYS: {
    publicName: 'Key issue',
    descriptions: ['The keys the technician collected did not open the property, or were not at the office.'],
    solutions: ['REPLACE_KEYS', 'PROVIDE_KEYS', 'AGENCY_TO_ATTEND'],
  },
}
