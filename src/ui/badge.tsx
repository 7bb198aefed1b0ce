import type { ComponentProps } from 'react'
import { cva, cx, type RecipeVariantProps } from '../../styled-system/css'

export const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'normal',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'gray.100', color: 'gray.800' },
      info: { bg: 'brand.100', color: 'brand.900' },
      success: { bg: 'green.100', color: 'green.900' },
      warning: { bg: 'amber.100', color: 'amber.900' },
      danger: { bg: 'red.100', color: 'red.800' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})

export type BadgeProps = ComponentProps<'span'> & RecipeVariantProps<typeof badgeRecipe>

/** A short status label (Compliant, Overdue, 3 new). */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badgeRecipe({ tone }), className)} {...props} />
}
