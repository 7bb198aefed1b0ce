import type { ReactNode } from 'react'
import { cx, type RecipeVariantProps, sva } from '../../styled-system/css'
import { InfoIcon, WarningIcon } from './icons.tsx'

const bannerRecipe = sva({
  slots: ['root', 'inner', 'icon', 'body', 'title', 'actions'],
  base: {
    root: { borderBottomWidth: '1px', fontSize: 'sm' },
    // Full-bleed colour, content aligned with the app's header and page content.
    inner: {
      maxWidth: '7xl',
      mx: 'auto',
      display: 'flex',
      flexWrap: { base: 'wrap', md: 'nowrap' },
      alignItems: { base: 'flex-start', md: 'center' },
      gap: '3',
      px: { base: '4', md: '6', xl: '8' },
      py: '3',
    },
    icon: { flexShrink: 0, mt: { base: '0.5', md: '0' } },
    body: { flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '0.5' },
    title: { fontWeight: 'semibold' },
    // On phones the actions sit on their own row under the text, full-size for thumbs.
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      width: { base: 'full', md: 'auto' },
      pl: { base: '8', md: '0' },
    },
  },
  variants: {
    tone: {
      info: { root: { bg: 'brand.50', borderColor: 'brand.100', color: 'brand.900' } },
      warning: { root: { bg: 'amber.50', borderColor: 'amber.300', color: 'amber.900' } },
      danger: { root: { bg: 'red.50', borderColor: 'red.200', color: 'red.800' } },
    },
  },
  defaultVariants: { tone: 'info' },
})

export type BannerProps = RecipeVariantProps<typeof bannerRecipe> & {
  title?: ReactNode
  children?: ReactNode
  /** Buttons or links, e.g. 'Log in again', or 'Dismiss' and 'Switch back'. */
  actions?: ReactNode
  /** Warnings and dangers interrupt screen readers by default; pass 'status' to be polite. */
  role?: 'alert' | 'status' | 'region'
  'aria-label'?: string
  className?: string
}

/** A full-width notice at the top of the app: session expired, impersonation, maintenance. */
export function Banner({ tone = 'info', title, children, actions, role, className, ...aria }: BannerProps) {
  const classes = bannerRecipe({ tone })
  const Icon = tone === 'info' ? InfoIcon : WarningIcon
  return (
    <div role={role ?? (tone === 'info' ? 'status' : 'alert')} className={cx(classes.root, className)} {...aria}>
      <div className={classes.inner}>
        <Icon className={classes.icon} />
        <div className={classes.body}>
          {title && <p className={classes.title}>{title}</p>}
          {children && <div>{children}</div>}
        </div>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </div>
  )
}
