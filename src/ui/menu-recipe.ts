import { sva } from '../../styled-system/css'

/** The menu's styles, shared by the Ark parts (menu-parts.tsx) and the plain stand-in of a deferred menu. */
export const menuRecipe = sva({
  // Ark's menuAnatomy.keys(), written out: importing the anatomy here would bring Ark's menu into every screen's
  // script (menu-recipe.test.ts keeps the two equal).
  slots: [
    'arrow',
    'arrowTip',
    'content',
    'contextTrigger',
    'indicator',
    'item',
    'itemGroup',
    'itemGroupLabel',
    'itemIndicator',
    'itemText',
    'positioner',
    'separator',
    'trigger',
    'triggerItem',
  ],
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
