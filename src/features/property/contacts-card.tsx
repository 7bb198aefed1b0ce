import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { propertyQueries } from '../../api/property.ts'
import { CONTACT_ROLE_LABELS, type Contact, type PropertyContacts } from '../../contract/property.ts'
import { CONTACT_NUMBER_TYPES } from '../../contract/tenancy.ts'
import { PhoneNumberText } from '../../lib/phone-display.tsx'
import { Badge } from '../../ui/index.ts'
import { textLink } from '../../ui/links.ts'
import { EmptyText, SectionCard } from './section-card.tsx'

const GROUPS: { key: keyof PropertyContacts; title: string; empty: string }[] = [
  { key: 'landlords', title: 'Landlords', empty: 'No landlord recorded.' },
  { key: 'occupants', title: 'Occupants', empty: 'No current occupants.' },
  { key: 'propertyManagers', title: 'Property managers', empty: 'No property manager assigned.' },
]
const TYPE_LABELS = new Map<string, string>(CONTACT_NUMBER_TYPES.map((t) => [t.value, t.label]))

/** Landlords, occupants and property managers, each reachable in one tap (mailto and tel links). */
export function ContactsCard({
  propertyId,
  only,
  className,
}: {
  propertyId: number
  /** Just these groups (the tenancy tab shows only occupants). */
  only?: (keyof PropertyContacts)[]
  className?: string
}) {
  const contacts = useQuery(propertyQueries.contacts(propertyId))
  const groups = only ? GROUPS.filter((g) => only.includes(g.key)) : GROUPS
  return (
    <SectionCard title="Contacts" className={className}>
      {contacts.isPending && <EmptyText>Loading contacts…</EmptyText>}
      {contacts.isError && <p role="alert">Failed to get contacts: {contacts.error.message}</p>}
      {contacts.data && (
        <div className={css({ display: 'grid', gap: '4' })}>
          {groups.map((group) => (
            <div key={group.key}>
              <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mb: '2' })}>
                {group.title}
              </h3>
              {contacts.data[group.key].length === 0 ? (
                <EmptyText>{group.empty}</EmptyText>
              ) : (
                <ul className={css({ display: 'grid', gap: '3' })}>
                  {contacts.data[group.key].map((contact) => (
                    // Contacts carry no id of their own; name, email and first number tell them apart.
                    <ContactItem
                      key={`${contact.name}|${contact.email ?? ''}|${contact.contactNumbers[0]?.number ?? ''}`}
                      contact={contact}
                    />
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      )}
    </SectionCard>
  )
}

function ContactItem({ contact }: { contact: Contact }) {
  return (
    <li className={css({ display: 'grid', gap: '1' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <span className={css({ fontWeight: 'semibold' })}>{contact.name}</span>
        <Badge>{CONTACT_ROLE_LABELS[contact.role]}</Badge>
      </div>
      {contact.email && (
        <a href={`mailto:${contact.email}`} className={textLink}>
          {contact.email}
        </a>
      )}
      {contact.contactNumbers.map((n) => (
        <span key={n.contactNumberId} className={css({ fontSize: 'sm' })}>
          <span className={css({ color: 'fg.muted' })}>{TYPE_LABELS.get(n.type) ?? n.type}: </span>
          <a href={`tel:${n.number}`} className={textLink}>
            <PhoneNumberText number={n.number} />
          </a>
        </span>
      ))}
    </li>
  )
}
