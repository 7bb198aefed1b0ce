import { type ReactNode, useId } from 'react'
import { css, cx } from '../../../styled-system/css'

const cardClass = css({
  bg: 'white',
  borderRadius: 'lg',
  boxShadow: 'xs',
  borderWidth: '1px',
  borderColor: 'border',
  p: { base: '4', md: '5' },
  minWidth: '0',
  // A card below the fold is not laid out or painted until it comes near the viewport: on a phone most of the
  // page's ~500 boxes are, and their first layout was a long task of its own. `auto` keeps the size last drawn.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 12rem',
})

/** A titled panel of the property page; the heading names the region for screen readers. */
export function SectionCard({
  title,
  action,
  children,
  className,
  id,
}: {
  title: ReactNode
  /** A button or link beside the title (Update, Change). */
  action?: ReactNode
  children: ReactNode
  className?: string
  /** A fragment that links elsewhere can point to (/property/1#services). */
  id?: string
}) {
  const headingId = useId()
  return (
    <section id={id} aria-labelledby={headingId} className={cx(cardClass, className)}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          mb: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Label and value pairs; the labels take a column from sm up and sit above their values on phones. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'minmax(9rem, auto) 1fr' },
        columnGap: '4',
        rowGap: { base: '0.5', sm: '2' },
        '& dt': { color: 'fg.muted', fontSize: 'sm', pt: { sm: '0.5' } },
        '& dd': { overflowWrap: 'anywhere', mb: { base: '2', sm: '0' } },
      })}
    >
      {items.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Muted text for "nothing here". */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{children}</p>
}
