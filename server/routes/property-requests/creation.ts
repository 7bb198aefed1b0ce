import { and, eq } from 'drizzle-orm'
import type { Address } from '../../../src/contract/addresses.ts'
import { type CreationDetails, PROPERTY_REQUEST_TEXTS } from '../../../src/contract/property-requests.ts'
import { COMPLIANCE_STATES } from '../../../src/contract/states.ts'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema/index.ts'
import { ValidationFailed } from '../../http/errors.ts'
import { addressIdOfToken, addressOfRecord, findVisibleAddress } from '../addresses-store.ts'

/** What creation details name, checked against the agency: the address and the columns a request keeps. */
export type ResolvedCreation = {
  creationType: CreationDetails['type']
  addressId: number
  propertyId: number | null
  creationToken: string | null
  address: Address
  stateId: number
}

const stateIdOf = (address: Address) => COMPLIANCE_STATES.find((s) => s.code === address.suburb.state)?.id ?? 0

/**
 * The address a request's creation details name, if the agency may use it; a field error at
 * creationDetails.… when it names nothing the agency sees (another agency's property or token included).
 */
export async function resolveCreation(db: Db, agencyId: number, details: CreationDetails): Promise<ResolvedCreation> {
  const refuse = (field: string, message: string) => new ValidationFailed({ [`creationDetails.${field}`]: [message] })
  if (details.type === 'existing-property') {
    const [property] = await db
      .select({ id: properties.id, addressId: properties.addressId })
      .from(properties)
      .where(and(eq(properties.id, details.compliancePropertyId), eq(properties.agencyId, agencyId)))
    if (!property) throw refuse('compliancePropertyId', PROPERTY_REQUEST_TEXTS.propertyNotFound)
    const address = { ...(await addressOfRecord(db, agencyId, property.addressId)), compliancePropertyId: property.id }
    return {
      creationType: details.type,
      addressId: property.addressId,
      propertyId: property.id,
      creationToken: null,
      address,
      stateId: stateIdOf(address),
    }
  }
  if (details.type === 'existing-address') {
    const address = await findVisibleAddress(db, agencyId, details.complianceAddressId)
    if (!address) throw refuse('complianceAddressId', PROPERTY_REQUEST_TEXTS.addressNotFound)
    return {
      creationType: details.type,
      addressId: address.complianceAddressId,
      propertyId: null,
      creationToken: null,
      address,
      stateId: stateIdOf(address),
    }
  }
  const addressId = await addressIdOfToken(db, agencyId, details.creationToken)
  const address = addressId ? await findVisibleAddress(db, agencyId, addressId) : undefined
  if (!address) throw refuse('creationToken', PROPERTY_REQUEST_TEXTS.creationTokenInvalid)
  return {
    creationType: details.type,
    addressId: address.complianceAddressId,
    propertyId: null,
    creationToken: details.creationToken,
    address,
    stateId: stateIdOf(address),
  }
}
