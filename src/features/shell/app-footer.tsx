import { css } from '../../../styled-system/css'
import { PRODUCT_NAME } from '../../lib/product.ts'
import {
  ELECTRICAL_LICENCES,
  FEEDBACK_HREF,
  HELP_CENTRE_URL,
  HELP_PHONE,
  HELP_PHONE_HREF,
  POLICY_LINKS,
  SOCIAL_LINKS,
} from '../../lib/support-contacts.ts'
import { ExternalLinkIcon, PhoneIcon } from '../../ui/index.ts'
import { SocialIcon } from './social-icons.tsx'

const heading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'white', mb: '3' })
const footerLinkStyle = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  color: 'white',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.100' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
})
const footerLink = css(footerLinkStyle)
const helpCentreButton = css(footerLinkStyle, {
  gap: '2',
  px: '4',
  fontWeight: 'semibold',
  textDecoration: 'none',
  borderWidth: '1px',
  borderColor: 'white/60',
  borderRadius: 'md',
  _hover: { bg: 'white/10', color: 'white' },
})
const newTab = <span className={css({ srOnly: true })}> (opens in a new tab)</span>

/** Help, social and policy links, and the state electrical licences the provider must display. */
export function AppFooter() {
  return (
    <footer className={css({ bg: 'brand.900', color: 'gray.300', fontSize: 'sm', mt: 'auto' })}>
      <div
        className={css({
          maxWidth: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6', xl: '8' },
          pt: { base: '8', md: '10' },
          pb: '6',
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          gap: { base: '8', md: '10' },
        })}
      >
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={heading}>
            Need help?
          </h2>
          <p>Call our support team, find answers in the help centre or tell us what would make the portal better.</p>
          <a href={HELP_PHONE_HREF} className={css(footerLinkStyle, { gap: '2', fontWeight: 'semibold' })}>
            <PhoneIcon size={18} />
            <span>
              <span className={css({ srOnly: true })}>Call </span>
              {HELP_PHONE}
            </span>
          </a>
          <div className={css({ mt: '2', display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <a href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" className={helpCentreButton}>
              Help centre
              <ExternalLinkIcon size={16} />
              {newTab}
            </a>
            <a href={FEEDBACK_HREF} className={helpCentreButton}>
              Send feedback
            </a>
          </div>
        </section>

        <section aria-labelledby="footer-licences">
          <h2 id="footer-licences" className={heading}>
            Electrical licences
          </h2>
          <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1' })}>
            {ELECTRICAL_LICENCES.map((licence) => (
              <div key={licence.state} className={css({ display: 'contents' })}>
                <dt className={css({ fontWeight: 'semibold', color: 'white' })}>{licence.state}</dt>
                <dd>{licence.number}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={heading}>
            Follow us
          </h2>
          <ul className={css({ display: 'flex', gap: '2' })}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.id}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${social.label} (opens in a new tab)`}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: '11',
                    height: '11',
                    borderRadius: 'full',
                    bg: 'white/10',
                    color: 'white',
                    _hover: { bg: 'white/20' },
                    _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
                  })}
                >
                  <SocialIcon id={social.id} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={css({ maxWidth: '7xl', mx: 'auto', px: { base: '4', md: '6', xl: '8' } })}>
        <div
          className={css({
            py: '4',
            borderTopWidth: '1px',
            borderColor: 'white/15',
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            alignItems: { base: 'flex-start', md: 'center' },
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <ul aria-label="Policies" className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '5' })}>
            {POLICY_LINKS.map((policy) => (
              <li key={policy.label}>
                <a href={policy.href} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {policy.label}
                  {newTab}
                </a>
              </li>
            ))}
          </ul>
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </p>
        </div>
      </div>
    </footer>
  )
}
