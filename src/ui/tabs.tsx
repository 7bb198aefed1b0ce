import { Tabs as ArkTabs, tabsAnatomy } from '@ark-ui/react/tabs'
import { createContext, useContext } from 'react'
import { cx, sva } from '../../styled-system/css'

/** Shared with TabLinks, so in-page tabs and routed tabs look the same. */
export const tabsRecipe = sva({
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border',
      // Many tabs scroll sideways on a phone instead of widening the page.
      overflowX: 'auto',
      scrollbarWidth: 'thin',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: 0,
      minHeight: '11',
      px: '3',
      mb: '-1px',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      borderBottom: '3px solid transparent',
      cursor: 'pointer',
      _hover: { color: 'fg' },
      _selected: { color: 'brand.700', borderBottomColor: 'brand.600', fontWeight: 'semibold' },
      _currentPage: { color: 'brand.700', borderBottomColor: 'brand.600', fontWeight: 'semibold' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '-3px' },
    },
    content: { _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' } },
    indicator: { display: 'none' },
  },
})

type Classes = ReturnType<typeof tabsRecipe>
const ClassesContext = createContext<Classes | null>(null)
const useClasses = () => useContext(ClassesContext) ?? tabsRecipe()

/**
 * In-page tabs. To keep the tab in the URL (e.g. ?action-required-tab=…), control `value` from
 * the route's search and navigate in `onValueChange`; for tabs that are pages use TabLinks.
 */
function Root({ className, ...props }: ArkTabs.RootProps) {
  const classes = tabsRecipe()
  return (
    <ClassesContext.Provider value={classes}>
      <ArkTabs.Root lazyMount className={cx(classes.root, className)} {...props} />
    </ClassesContext.Provider>
  )
}

function List({ className, ...props }: ArkTabs.ListProps) {
  return <ArkTabs.List className={cx(useClasses().list, className)} {...props} />
}

function Trigger({ className, ...props }: ArkTabs.TriggerProps) {
  return <ArkTabs.Trigger className={cx(useClasses().trigger, className)} {...props} />
}

function Content({ className, ...props }: ArkTabs.ContentProps) {
  return <ArkTabs.Content className={cx(useClasses().content, className)} {...props} />
}

export const Tabs = { Root, List, Trigger, Content }
