import { createLink } from '@tanstack/react-router'
import { Children, type ComponentProps, type ReactNode } from 'react'
import { css, cx, sva } from '../../styled-system/css'

const titleBlockRecipe = sva({
  slots: ['root', 'breadcrumbs', 'row', 'text', 'title', 'description', 'aside'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', mb: { base: '5', md: '6' } },
    breadcrumbs: { mb: '1' },
    row: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      alignItems: { base: 'stretch', md: 'flex-end' },
      justifyContent: 'space-between',
      gap: '4',
    },
    text: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    title: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'fg' },
    description: { color: 'fg.muted', maxWidth: '3xl' },
    aside: { display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', flexShrink: 0 },
  },
})

export type TitleBlockProps = {
  title: ReactNode
  description?: ReactNode
  /** Usually a <Breadcrumbs.Root>. */
  breadcrumbs?: ReactNode
  /** Actions or a summary beside the title; below it on phones. */
  aside?: ReactNode
  className?: string
}

/** The top of a screen: breadcrumbs, the page's one h1, a description and an aside. */
export function TitleBlock({ title, description, breadcrumbs, aside, className }: TitleBlockProps) {
  const classes = titleBlockRecipe()
  return (
    <header className={cx(classes.root, className)}>
      {breadcrumbs && <div className={classes.breadcrumbs}>{breadcrumbs}</div>}
      <div className={classes.row}>
        <div className={classes.text}>
          <h1 className={classes.title}>{title}</h1>
          {description && <p className={classes.description}>{description}</p>}
        </div>
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
    </header>
  )
}

const crumbList = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > li:not(:last-child)::after': { content: '"/"', mx: '2', color: 'gray.400' },
})

const crumbLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  // Small text, but a 44 px target: the height grows the hit area, not the line.
  minHeight: '11',
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'accent.emphasis' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
})

function Root({ children }: { children: ReactNode }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={crumbList}>
        {Children.toArray(children).map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are static and never reordered
          <li key={index}>{child}</li>
        ))}
      </ol>
    </nav>
  )
}

function Anchor({ className, ...props }: ComponentProps<'a'>) {
  return <a className={cx(crumbLink, className)} {...props} />
}

function Current({ children }: { children: ReactNode }) {
  return (
    <span aria-current="page" className={css({ color: 'fg' })}>
      {children}
    </span>
  )
}

/** `<Breadcrumbs.Root><Breadcrumbs.Link to="/">Home</Breadcrumbs.Link><Breadcrumbs.Current>…` */
export const Breadcrumbs = { Root, Link: createLink(Anchor), Current }
