import { Dialog as ArkDialog, dialogAnatomy } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { createContext, type ReactNode, useContext } from 'react'
import { css, cx, sva } from '../../styled-system/css'
import { Button } from './button.tsx'
import { CloseIcon } from './icons.tsx'

const dialogRecipe = sva({
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'black/45', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      zIndex: 'modal',
      p: { base: '0', sm: '4' },
    },
    content: {
      bg: 'white',
      width: 'full',
      maxWidth: { base: 'full', sm: 'lg' },
      maxHeight: '90dvh',
      overflowY: 'auto',
      borderTopRadius: 'xl',
      borderBottomRadius: { base: '0', sm: 'xl' },
      boxShadow: 'xl',
      p: '6',
      _focusVisible: { outline: 'none' },
    },
    // Beside the close button: a long file name wraps rather than pushing the button off a phone's screen.
    title: { fontSize: 'xl', fontWeight: 'bold', mb: '2', minWidth: '0', overflowWrap: 'anywhere' },
    description: { color: 'fg.muted', mb: '4' },
    closeTrigger: { position: 'absolute', top: '2', right: '2' },
  },
})

type Classes = ReturnType<typeof dialogRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? dialogRecipe()

function Root(props: ArkDialog.RootProps) {
  return (
    <ClassesContext.Provider value={dialogRecipe()}>
      <ArkDialog.Root lazyMount unmountOnExit {...props} />
    </ClassesContext.Provider>
  )
}

/** Backdrop, positioner and content in a portal: a bottom sheet on phones, centred from sm up. */
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

function Title(props: ArkDialog.TitleProps) {
  return <ArkDialog.Title className={useClasses().title} {...props} />
}

function Description(props: ArkDialog.DescriptionProps) {
  return <ArkDialog.Description className={useClasses().description} {...props} />
}

/** The title with the icon Close beside it, a 44 px target; disabled while what the dialog does is under way. */
function Header({ children, closeDisabled }: { children: ReactNode; closeDisabled?: boolean }) {
  return (
    <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' })}>
      <Title>{children}</Title>
      <ArkDialog.CloseTrigger asChild>
        <Button variant="ghost" aria-label="Close" disabled={closeDisabled} className={css({ mt: '-2', mr: '-2' })}>
          <CloseIcon />
        </Button>
      </ArkDialog.CloseTrigger>
    </div>
  )
}

export const Dialog = {
  Root,
  Trigger: ArkDialog.Trigger,
  Content,
  Header,
  Title,
  Description,
  CloseTrigger: ArkDialog.CloseTrigger,
}
