import type { UpdateRow } from '../../contract/updates.ts'

/**
 * Where a row's fix is, on the property's page: an access issue open over 30 days is resolved in the access-issue
 * wizard (opened by ?open=access-issues); every other reason is about a service, whose status, dates and
 * recorded appliances are in the page's Services section (#services), beside 'Contact us'.
 */
export type UpdateFix = {
  label: string
  propertyId: number
  open?: 'access-issues'
  hash?: 'services'
}

export function updateFixOf(row: UpdateRow): UpdateFix {
  const propertyId = row.compliancePropertyId
  if (row.reasons.includes('ACCESS_DETAILS'))
    return { label: 'Resolve access issue', propertyId, open: 'access-issues' }
  return { label: 'Review services', propertyId, hash: 'services' }
}
