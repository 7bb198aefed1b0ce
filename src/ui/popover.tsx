import { Popover as ArkPopover, popoverAnatomy } from '@ark-ui/react/popover'
import { createContext, type ReactNode, useContext } from 'react'
import { cx, sva } from '../../styled-system/css'

const popoverRecipe = sva({
  slots: popoverAnatomy.keys(),
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      bg: 'white',
      color: 'fg',
      width: 'min(20rem, calc(100vw - 2rem))',
      p: '4',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      boxShadow: 'lg',
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
    },
    title: { fontWeight: 'semibold', mb: '1' },
    description: { fontSize: 'sm' },
  },
})

type Classes = ReturnType<typeof popoverRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? popoverRecipe()

function Root(props: ArkPopover.RootProps) {
  return (
    <ClassesContext.Provider value={popoverRecipe()}>
      <ArkPopover.Root lazyMount unmountOnExit {...props} />
    </ClassesContext.Provider>
  )
}

/**
 * Positioner and content, rendered in place (not in a portal): a popover inside a dialog stays inside the
 * dialog's focus trap and above it.
 */
function Content({
  children,
  className,
  'aria-label': label,
}: {
  children: ReactNode
  className?: string
  /** Names the popover's dialog where it has no Title (Ark names it by the Title only when it sees one). */
  'aria-label'?: string
}) {
  const classes = useClasses()
  return (
    <ArkPopover.Positioner className={classes.positioner}>
      <ArkPopover.Content className={cx(classes.content, className)} aria-label={label}>
        {children}
      </ArkPopover.Content>
    </ArkPopover.Positioner>
  )
}

function Title({ className, ...props }: ArkPopover.TitleProps) {
  return <ArkPopover.Title className={cx(useClasses().title, className)} {...props} />
}

function Description({ className, ...props }: ArkPopover.DescriptionProps) {
  return <ArkPopover.Description className={cx(useClasses().description, className)} {...props} />
}

/** A small panel tied to a control: `<Popover.Root open><Popover.Anchor>…</Popover.Anchor><Popover.Content>`. */
export const Popover = {
  Root,
  Anchor: ArkPopover.Anchor,
  Trigger: ArkPopover.Trigger,
  Content,
  Title,
  Description,
  CloseTrigger: ArkPopover.CloseTrigger,
}
