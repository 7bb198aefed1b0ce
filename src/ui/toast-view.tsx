import { createToaster, Toast, Toaster, toastAnatomy } from '@ark-ui/react/toast'
import { css, sva } from '../../styled-system/css'

const toastRecipe = sva({
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'white',
      borderRadius: 'lg',
      boxShadow: 'lg',
      borderLeft: '4px solid',
      borderLeftColor: 'accent',
      p: '4',
      pr: '12',
      width: 'min(24rem, calc(100vw - 2rem))',
      position: 'relative',
      // Ark positions and stacks toasts through these variables.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
      '&[data-type=error]': { borderLeftColor: 'danger' },
      '&[data-type=success]': { borderLeftColor: 'green.600' },
    },
    title: { fontWeight: 'semibold' },
    description: { color: 'fg.muted', fontSize: 'sm', mt: '1' },
    closeTrigger: {
      position: 'absolute',
      top: '1',
      right: '1',
      minWidth: '11',
      minHeight: '11',
      cursor: 'pointer',
      color: 'fg.muted',
    },
  },
})

/** The toaster itself; the app calls it through `toaster` in toast.tsx, which loads this module when needed. */
export const arkToaster = createToaster({ placement: 'bottom-end', overlap: true, gap: 12, max: 4 })

export function ToastView() {
  const classes = toastRecipe()
  return (
    <Toaster toaster={arkToaster} className={css({ p: '4' })}>
      {(toast) => (
        <Toast.Root className={classes.root}>
          <Toast.Title className={classes.title}>{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className={classes.description}>{toast.description}</Toast.Description>
          )}
          <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Dismiss notification">
            ✕
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
