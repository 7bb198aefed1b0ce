import type { Menu as ArkMenu } from '@ark-ui/react/menu'
import { type ComponentType, useEffect, useState } from 'react'
import { cx } from '../../styled-system/css'
import { menuRecipe } from './menu-recipe.ts'
import { useArmed } from './use-idle.ts'

type Parts = typeof import('./menu-parts.tsx')
let parts: Parts | undefined
let loading: Promise<Parts> | undefined

/** The Ark parts' chunk, once per page; a failed load (offline, before the worker had it) is tried again later. */
function loadParts(): Promise<Parts> {
  loading ??= import('./menu-parts.tsx').then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The parts once loaded; asked for when `wanted`. */
function useParts(wanted: boolean): Parts | undefined {
  const [loaded, setLoaded] = useState(parts)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    loadParts().then(
      (done) => live && setLoaded(done),
      () => {},
    )
    return () => {
      live = false
    }
  }, [wanted, loaded])
  return loaded
}

/**
 * A part drawn inside a menu (content, items, groups): its Root renders only once the parts have loaded, so they
 * are there whenever one of these renders.
 */
function inside<P extends object>(pick: (loaded: Parts) => ComponentType<P>, name: string): ComponentType<P> {
  function Part(props: P) {
    if (!parts) throw new Error(`Menu.${name} renders only inside a menu`)
    const Loaded = pick(parts)
    return <Loaded {...props} />
  }
  Part.displayName = `Menu.${name}`
  return Part
}

/**
 * A menu whose machine starts only once the first screen has settled, or when its button is pressed first (it then
 * opens at once, focus in the menu, as a press on a started one would). Until then the button is a plain one that
 * looks and reads the same: the header's menus were the largest part of a signed-in first render on a phone. Its
 * Ark parts load when it is armed (a press before then waits for them, then opens).
 * `trigger` takes Menu.Trigger's props; the children are the rest of the menu (its Content).
 */
type TriggerProps = ArkMenu.TriggerProps & { [data: `data-${string}`]: string | boolean | undefined }

function DeferredRoot({ trigger, ...props }: ArkMenu.RootProps & { trigger: TriggerProps }) {
  const [armed, arm, inUse] = useArmed()
  const [pressed, setPressed] = useState(false)
  const loaded = useParts(armed)
  if (!armed || !loaded) {
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
    <loaded.Root defaultOpen={pressed} {...props}>
      <loaded.Trigger {...trigger} />
      {props.children}
    </loaded.Root>
  )
}

export const Menu = {
  DeferredRoot,
  Content: inside((p) => p.Content, 'Content'),
  Item: inside((p) => p.Item, 'Item'),
  ItemGroup: inside((p) => p.ItemGroup, 'ItemGroup'),
  ItemGroupLabel: inside((p) => p.ItemGroupLabel, 'ItemGroupLabel'),
  Separator: inside((p) => p.Separator, 'Separator'),
  TriggerItem: inside((p) => p.TriggerItem, 'TriggerItem'),
}
