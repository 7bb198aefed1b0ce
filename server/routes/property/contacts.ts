import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { contactNumbers, propertyContacts, propertyManagers } from '../../db/schema/index.ts'
import type { PropertyRow } from './property-access.ts'
import { addressOf } from './property-detail.ts'
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
        address: l.addressId ? await addressOf(db, l.addressId) : null,
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
