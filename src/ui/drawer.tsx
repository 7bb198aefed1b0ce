import { Dialog as ArkDialog, dialogAnatomy } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'
import { cx, type RecipeVariantProps, sva } from '../../styled-system/css'
import { CloseIcon } from './icons.tsx'

/** A side drawer is a modal dialog that slides from an edge: Ark's dialog anatomy plus header and body. */
const drawerRecipe = sva({
  slots: dialogAnatomy.extendWith('header', 'body').keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'black/45', zIndex: 'overlay' },
    positioner: { position: 'fixed', inset: '0', display: 'flex', zIndex: 'modal' },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      bg: 'white',
      height: '100dvh',
      width: 'min(22rem, 88vw)',
      boxShadow: '2xl',
      _focusVisible: { outline: 'none' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      minHeight: '16',
      pl: '4',
      pr: '2',
      borderBottomWidth: '1px',
      borderColor: 'border',
      flexShrink: 0,
    },
    title: { fontSize: 'lg', fontWeight: 'bold', flex: '1', minWidth: '0' },
    description: { color: 'fg.muted', fontSize: 'sm', px: '4', pt: '3' },
    body: { flex: '1', overflowY: 'auto', overscrollBehavior: 'contain', py: '2' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '11',
      height: '11',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle', color: 'fg' },
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    },
  },
  variants: {
    placement: {
      start: { positioner: { justifyContent: 'flex-start' } },
      end: { positioner: { justifyContent: 'flex-end' } },
    },
  },
  defaultVariants: { placement: 'start' },
})

type Classes = ReturnType<typeof drawerRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? drawerRecipe()

type RootProps = ArkDialog.RootProps & RecipeVariantProps<typeof drawerRecipe>

function Root({ placement, ...props }: RootProps) {
  return (
    <ClassesContext.Provider value={drawerRecipe({ placement })}>
      <ArkDialog.Root lazyMount unmountOnExit {...props} />
    </ClassesContext.Provider>
  )
}

/** Backdrop, positioner and the full-height panel, in a portal. */
function Content({ children, className }: { children: ReactNode; className?: string }) {
  const classes = useClasses()
  return (
    <Portal>
      <ArkDialog.Backdrop className={classes.backdrop} />
      <ArkDialog.Positioner className={classes.positioner}>
        <ArkDialog.Content className={cx(classes.content, className)}>{children}</ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  )
}

function Header({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(useClasses().header, className)} {...props} />
}

function Body({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(useClasses().body, className)} {...props} />
}

function Title({ className, ...props }: ArkDialog.TitleProps) {
  return <ArkDialog.Title className={cx(useClasses().title, className)} {...props} />
}

function Description({ className, ...props }: ArkDialog.DescriptionProps) {
  return <ArkDialog.Description className={cx(useClasses().description, className)} {...props} />
}

/** An icon button; `label` is its accessible name. */
function CloseTrigger({ label = 'Close', className }: { label?: string; className?: string }) {
  return (
    <ArkDialog.CloseTrigger aria-label={label} className={cx(useClasses().closeTrigger, className)}>
      <CloseIcon size={22} />
    </ArkDialog.CloseTrigger>
  )
}

export const Drawer = {
  Root,
  Trigger: ArkDialog.Trigger,
  Content,
  Header,
  Title,
  Description,
  Body,
  CloseTrigger,
}
