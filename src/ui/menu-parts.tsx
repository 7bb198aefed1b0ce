import { Menu as ArkMenu, useMenuContext } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { createContext, useContext } from 'react'
import { cx } from '../../styled-system/css'
import { menuRecipe } from './menu-recipe.ts'

/*
 * The menu's Ark UI parts: its machine (Zag) and positioning (Floating UI) were a fifth of the signed-in shell's
 * script, and no menu needs them before it is armed (menu.tsx), so they load in a chunk of their own then.
 */

type Classes = ReturnType<typeof menuRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? menuRecipe()

/** Mounted only while open, so closed menus add nothing to the page or the accessibility tree. */
export function Root(props: ArkMenu.RootProps) {
  return (
    <ClassesContext.Provider value={menuRecipe()}>
      <ArkMenu.Root lazyMount unmountOnExit {...props} />
    </ClassesContext.Provider>
  )
}

/**
 * Escape on the trigger closes an open menu too: the menu listens for Escape only a frame after it opens (and
 * moves focus into itself then), so a key pressed at once, on a busy phone, would otherwise leave it open.
 */
export function Trigger({ className, onKeyDown, ...props }: ArkMenu.TriggerProps) {
  const menu = useMenuContext()
  return (
    <ArkMenu.Trigger
      className={cx(useClasses().trigger, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (event.key === 'Escape' && menu.open && !event.defaultPrevented) menu.setOpen(false)
      }}
      {...props}
    />
  )
}

/**
 * Positioner and content, in a portal by default so no ancestor's overflow clips the menu.
 * `portalled={false}` keeps it in place: menus of the app header stay inside its landmark.
 */
export function Content({ className, portalled = true, ...props }: ArkMenu.ContentProps & { portalled?: boolean }) {
  const classes = useClasses()
  const content = (
    <ArkMenu.Positioner className={classes.positioner}>
      <ArkMenu.Content className={cx(classes.content, className)} {...props} />
    </ArkMenu.Positioner>
  )
  return portalled ? <Portal>{content}</Portal> : content
}

/**
 * One choice. A link item is `<Menu.Item value="…" asChild><Link to="…">…</Link></Menu.Item>`:
 * it stays a real link (middle-click, new tab) and Enter follows it.
 */
export function Item({ className, ...props }: ArkMenu.ItemProps) {
  return <ArkMenu.Item className={cx(useClasses().item, className)} {...props} />
}

export function ItemGroupLabel({ className, ...props }: ArkMenu.ItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel className={cx(useClasses().itemGroupLabel, className)} {...props} />
}

export function Separator({ className, ...props }: ArkMenu.SeparatorProps) {
  return <ArkMenu.Separator className={cx(useClasses().separator, className)} {...props} />
}

export function TriggerItem({ className, ...props }: ArkMenu.TriggerItemProps) {
  return <ArkMenu.TriggerItem className={cx(useClasses().triggerItem, className)} {...props} />
}

export const ItemGroup = ArkMenu.ItemGroup
export const Context = ArkMenu.Context
