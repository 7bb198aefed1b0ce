import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

/** The centred card the sign-in pages share; full width on phones. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: { base: '3', sm: '6' } })}>
      <section
        className={css({
          bg: 'white',
          width: 'full',
          maxWidth: 'xl',
          p: { base: '5', sm: '8' },
          borderRadius: 'xl',
          boxShadow: 'md',
        })}
      >
        {children}
      </section>
    </main>
  )
}
