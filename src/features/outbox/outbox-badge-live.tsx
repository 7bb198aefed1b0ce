import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { useOutboxReplay } from '../../offline/outbox/hooks.ts'
import { useUnsyncedCount } from '../../offline/outbox/index.ts'
import { changes } from './outbox-labels.ts'

/**
 * The shell's outbox badge: how many changes are not yet on the server, linking to the list. It also runs
 * the page's replay triggers (app start, sign-in, `online`), since the shell is always mounted when signed in.
 */
export function OutboxBadgeLive() {
  useOutboxReplay()
  const count = useUnsyncedCount()
  if (count === 0) return null
  return (
    <Link
      to="/outbox"
      aria-label={`Outbox: ${changes(count)} not synced`}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        minHeight: '11',
        minWidth: '11',
        px: '2',
        mr: '1',
        color: 'white',
        fontWeight: 'semibold',
        fontSize: 'sm',
        textDecoration: 'none',
        borderRadius: 'md',
        _hover: { bg: 'brand.800' },
        _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
      })}
    >
      <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6M18 2v5h-5M6 22v-5h5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={css({ display: { base: 'none', sm: 'inline' } })}>Outbox</span>
      <span
        className={css({
          bg: 'amber.300',
          color: 'gray.900',
          borderRadius: 'full',
          px: '2',
          minWidth: '6',
          textAlign: 'center',
          lineHeight: '1.5rem',
        })}
      >
        {count}
      </span>
    </Link>
  )
}
