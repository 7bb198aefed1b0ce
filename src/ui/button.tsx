import type { ComponentProps } from 'react'
import { cva, cx, type RecipeVariantProps } from '../../styled-system/css'

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    // Touch targets of at least 44 px on phones.
    minHeight: '11',
    minWidth: '11',
    px: '4',
    borderRadius: 'md',
    fontWeight: 'semibold',
    fontSize: 'md',
    cursor: 'pointer',
    transition: 'background 120ms, box-shadow 120ms',
    textDecoration: 'none',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent', color: 'white', _hover: { bg: 'accent.emphasis' } },
      outline: { bg: 'white', color: 'accent', border: '1px solid', borderColor: 'border', _hover: { bg: 'brand.50' } },
      ghost: { bg: 'transparent', color: 'accent', _hover: { bg: 'brand.50' } },
      danger: { bg: 'danger', color: 'white', _hover: { bg: 'red.800' } },
    },
    width: { auto: {}, full: { width: 'full' } },
  },
  defaultVariants: { variant: 'solid', width: 'auto' },
})

export type ButtonProps = ComponentProps<'button'> & RecipeVariantProps<typeof buttonRecipe>

export function Button({ variant, width, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonRecipe({ variant, width }), className)} {...props} />
}
