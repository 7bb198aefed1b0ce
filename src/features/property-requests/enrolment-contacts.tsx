import { useId } from 'react'
import { css } from '../../../styled-system/css'
import {
  ENROLMENT_CONTACT_ROLE_LABELS,
  ENROLMENT_CONTACT_ROLES,
  type EnrolmentContactRole,
  PROPERTY_REQUEST_CONTACTS_MAX,
} from '../../contract/property-requests.ts'
import { Button, Field, fieldControl, NativeSelect } from '../../ui/index.ts'

export type Contact = { name: string; role: EnrolmentContactRole; email: string; mobile: string }

const EMPTY_CONTACT: Contact = { name: '', role: 'LANDLORD', email: '', mobile: '' }
const sectionHeading = css({ fontWeight: 'semibold', fontSize: 'md', mt: '4', mb: '2' })

/** Who the provider may contact about the enrolment (up to 10): name, role, and an email or a mobile. */
export function ContactsFields({
  contacts,
  errorOf,
  onChange,
}: {
  contacts: Contact[]
  /** The messages of a field by its payload path ('contacts.0.email'). */
  errorOf: (path: string) => string[] | undefined
  onChange: (contacts: Contact[]) => void
}) {
  const id = useId()
  const setContact = (index: number, change: Partial<Contact>) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, ...change } : c)))
  return (
    <fieldset className={css({ mt: '4' })}>
      <legend className={sectionHeading}>Contacts</legend>
      {contacts.length === 0 && <p className={css({ color: 'fg.muted', mb: '2' })}>No contacts added.</p>}
      {contacts.map((contact, i) => {
        const cid = `${id}-contact-${i}`
        const err = (f: string) => errorOf(`contacts.${i}.${f}`)
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id until saved; their order is stable
            key={i}
            className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'md', p: '3', mb: '3' })}
          >
            <legend className={css({ fontWeight: 'semibold', px: '1' })}>Contact {i + 1}</legend>
            <Field label="Name" htmlFor={`${cid}-name`} errors={err('name')} errorId={`${cid}-name-error`}>
              <input
                id={`${cid}-name`}
                className={fieldControl}
                value={contact.name}
                autoComplete="off"
                aria-invalid={Boolean(err('name'))}
                aria-describedby={err('name') ? `${cid}-name-error` : undefined}
                onChange={(e) => setContact(i, { name: e.target.value })}
              />
            </Field>
            <Field label="Role" htmlFor={`${cid}-role`}>
              <NativeSelect
                id={`${cid}-role`}
                value={contact.role}
                onChange={(e) => setContact(i, { role: e.target.value as EnrolmentContactRole })}
              >
                {ENROLMENT_CONTACT_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ENROLMENT_CONTACT_ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Email" htmlFor={`${cid}-email`} errors={err('email')} errorId={`${cid}-email-error`}>
              <input
                id={`${cid}-email`}
                type="email"
                className={fieldControl}
                value={contact.email}
                autoComplete="off"
                aria-invalid={Boolean(err('email'))}
                aria-describedby={err('email') ? `${cid}-email-error` : undefined}
                onChange={(e) => setContact(i, { email: e.target.value })}
              />
            </Field>
            <Field label="Mobile" htmlFor={`${cid}-mobile`} errors={err('mobile')} errorId={`${cid}-mobile-error`}>
              <input
                id={`${cid}-mobile`}
                inputMode="numeric"
                className={fieldControl}
                value={contact.mobile}
                autoComplete="off"
                aria-invalid={Boolean(err('mobile'))}
                aria-describedby={err('mobile') ? `${cid}-mobile-error` : undefined}
                onChange={(e) => setContact(i, { mobile: e.target.value })}
              />
            </Field>
            <Button variant="ghost" onClick={() => onChange(contacts.filter((_, j) => j !== i))}>
              Remove contact {i + 1}
            </Button>
          </fieldset>
        )
      })}
      {contacts.length < PROPERTY_REQUEST_CONTACTS_MAX && (
        <Button variant="outline" onClick={() => onChange([...contacts, EMPTY_CONTACT])}>
          Add contact
        </Button>
      )}
    </fieldset>
  )
}
