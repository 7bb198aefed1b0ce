import { asc, eq, inArray } from 'drizzle-orm'
import { stateCodeOf } from '../../../src/contract/states.ts'
import type { Db } from '../../db/client.ts'
import { addresses, contactNumbers, propertyContacts, propertyManagers, suburbs } from '../../db/schema/index.ts'
import type { PropertyRow } from './property-access.ts'
import type { TenancyView } from './tenancy-view.ts'

type Which = { landlords: boolean; occupants: boolean; propertyManagers: boolean }

/** GET /v1/property/{id}/contacts: landlords, current occupants and the property manager, as Contacts. */
export async function propertyContactsOf(db: Db, property: PropertyRow, current: TenancyView | null, which: Which) {
  const landlords = which.landlords
    ? await db
        .select()
        .from(propertyContacts)
        .where(eq(propertyContacts.propertyId, property.id))
        .orderBy(asc(propertyContacts.id))
    : []
  const numbers = landlords.length
    ? await db
        .select()
        .from(contactNumbers)
        .where(
          inArray(
            contactNumbers.contactId,
            landlords.map((l) => l.id),
          ),
        )
    : []
  const landlordContacts = await Promise.all(
    landlords
      .filter((l) => l.role === 'LANDLORD')
      .map(async (l) => ({
        name: l.name,
        email: l.email,
        salutation: l.salutation,
        role: 'LANDLORD' as const,
        contactNumbers: numbers
          .filter((n) => n.contactId === l.id)
          .map((n) => ({ contactNumberId: n.id, number: n.number, type: n.type })),
        address: l.addressId ? await contactAddressOf(db, l.addressId) : null,
      })),
  )
  const occupants = which.occupants
    ? (current?.occupants ?? []).map((o) => ({
        name: o.name,
        email: o.email,
        salutation: null,
        role: 'OCCUPANT' as const,
        contactNumbers: o.contactNumbers.map(({ contactNumberId, number, type }) => ({
          contactNumberId,
          number,
          type,
        })),
        address: null,
      }))
    : []
  const managers =
    which.propertyManagers && property.propertyManagerId
      ? (await db.select().from(propertyManagers).where(eq(propertyManagers.id, property.propertyManagerId))).map(
          (m) => ({
            name: m.name,
            email: m.email,
            salutation: null,
            role: 'PROPERTY_MANAGER' as const,
            contactNumbers: [],
            address: null,
          }),
        )
      : []
  return { landlords: landlordContacts, occupants, propertyManagers: managers }
}

/** A contact's address in the contract's shape: Australian (with its suburb) or international. */
async function contactAddressOf(db: Db, addressId: number) {
  const [row] = await db
    .select({ address: addresses, suburb: suburbs })
    .from(addresses)
    .leftJoin(suburbs, eq(suburbs.id, addresses.suburbId))
    .where(eq(addresses.id, addressId))
  if (!row) return null
  const { address, suburb } = row
  if (!suburb) return address.internationalAddress ? { internationalAddress: address.internationalAddress } : null
  return {
    addressId: address.id,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    suburbId: suburb.id,
    suburb: { id: suburb.id, name: suburb.name, postcode: suburb.postcode, state: stateCodeOf(suburb.stateId) ?? '' },
  }
}
