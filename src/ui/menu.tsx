import { Menu as ArkMenu, menuAnatomy, useMenuContext } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { createContext, useContext, useState } from 'react'
import { cx, sva } from '../../styled-system/css'
import { useArmed } from './use-idle.ts'

const menuRecipe = sva({
  slots: menuAnatomy.keys(),
  base: {
    // Triggers differ too much (nav item, avatar, icon button) to share more; callers style them.
    trigger: { cursor: 'pointer' },
    positioner: { zIndex: 'dropdown' },
    content: {
      bg: 'white',
      color: 'fg',
      minWidth: '56',
      maxWidth: 'calc(100vw - 1rem)',
      py: '1',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      boxShadow: 'lg',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      // Touch targets of at least 44 px: these menus are used on phones too.
      minHeight: '11',
      px: '4',
      fontSize: 'sm',
      color: 'fg',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'brand.50', color: 'brand.700' },
      _currentPage: { fontWeight: 'semibold', color: 'brand.700', boxShadow: 'inset 3px 0 0 token(colors.brand.600)' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    itemGroupLabel: {
      px: '4',
      pt: '2',
      pb: '1',
      fontSize: 'xs',
      fontWeight: 'semibold',
      letterSpacing: 'wide',
      textTransform: 'uppercase',
      color: 'fg.muted',
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border' },
    itemIndicator: { ml: 'auto' },
    triggerItem: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      px: '4',
      fontSize: 'sm',
      cursor: 'pointer',
      _highlighted: { bg: 'brand.50', color: 'brand.700' },
    },
  },
})

type Classes = ReturnType<typeof menuRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? menuRecipe()

/** Mounted only while open, so closed menus add nothing to the page or the accessibility tree. */
function Root(props: ArkMenu.RootProps) {
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
function Trigger({ className, onKeyDown, ...props }: ArkMenu.TriggerProps) {
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
 * A menu whose machine starts only once the first screen has settled, or when its button is pressed first (it then
 * opens at once, focus in the menu, as a press on a started one would). Until then the button is a plain one that
 * looks and reads the same: the header's menus were the largest part of a signed-in first render on a phone.
 * `trigger` takes Menu.Trigger's props; the children are the rest of the menu (its Content).
 */
type TriggerProps = ArkMenu.TriggerProps & { [data: `data-${string}`]: string | boolean | undefined }

function DeferredRoot({ trigger, ...props }: ArkMenu.RootProps & { trigger: TriggerProps }) {
  const [armed, arm, inUse] = useArmed()
  const [pressed, setPressed] = useState(false)
  if (!armed) {
    const { className, children, asChild: _asChild, onKeyDown: _onKeyDown, ...rest } = trigger
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        data-state="closed"
        {...rest}
        {...inUse}
        className={cx(menuRecipe().trigger, className)}
        onClick={() => {
          setPressed(true)
          arm()
        }}
      >
        {children}
      </button>
    )
  }
  return (
    <Root defaultOpen={pressed} {...props}>
      <Trigger {...trigger} />
      {props.children}
    </Root>
  )
}

/**
 * Positioner and content, in a portal by default so no ancestor's overflow clips the menu.
 * `portalled={false}` keeps it in place: menus of the app header stay inside its landmark.
 */
function Content({ className, portalled = true, ...props }: ArkMenu.ContentProps & { portalled?: boolean }) {
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
function Item({ className, ...props }: ArkMenu.ItemProps) {
  return <ArkMenu.Item className={cx(useClasses().item, className)} {...props} />
}

function ItemGroupLabel({ className, ...props }: ArkMenu.ItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel className={cx(useClasses().itemGroupLabel, className)} {...props} />
}

function Separator({ className, ...props }: ArkMenu.SeparatorProps) {
  return <ArkMenu.Separator className={cx(useClasses().separator, className)} {...props} />
}

function TriggerItem({ className, ...props }: ArkMenu.TriggerItemProps) {
  return <ArkMenu.TriggerItem className={cx(useClasses().triggerItem, className)} {...props} />
}

export const Menu = {
  Root,
  DeferredRoot,
  Trigger,
  Content,
  Item,
  ItemGroup: ArkMenu.ItemGroup,
  ItemGroupLabel,
  Separator,
  TriggerItem,
  Context: ArkMenu.Context,
}
