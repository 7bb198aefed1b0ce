import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import { whenIdle } from './use-idle.ts'

type ArkToaster = typeof import('./toast-view.tsx').arkToaster
type ToastOptions = Parameters<ArkToaster['create']>[0]

/*
 * The app's one toaster: `toaster.success({ title })`, `toaster.error({ title, description })`. Ark's toaster
 * and its view (~10 KB gzip) are not needed to draw a screen, so they load at the first toast, or once a signed-in
 * screen is idle (usePreloadedToaster); a toast asked for before then is shown as soon as they arrive.
 */
let ark: ArkToaster | null = null
let View: ComponentType | null = null
let loading: Promise<ArkToaster> | null = null
const waiting: ((toaster: ArkToaster) => void)[] = []
const listeners = new Set<() => void>()

function load(): Promise<ArkToaster> {
  loading ??= import('./toast-view.tsx').then(
    (module) => {
      ark = module.arkToaster
      View = module.ToastView
      for (const show of waiting.splice(0)) show(module.arkToaster)
      for (const listener of listeners) listener()
      return module.arkToaster
    },
    (error: unknown) => {
      loading = null // not arrived (offline before the worker cached it): the next toast tries again
      throw error
    },
  )
  return loading
}

function show(run: (toaster: ArkToaster) => void) {
  if (ark) return run(ark)
  waiting.push(run)
  load().catch(() => {})
}

export const toaster = {
  create: (options: ToastOptions) => show((t) => t.create(options)),
  success: (options: ToastOptions) => show((t) => t.success(options)),
  error: (options: ToastOptions) => show((t) => t.error(options)),
  info: (options: ToastOptions) => show((t) => t.info(options)),
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const loadedView = () => View

/** Loads the toaster once the screen is idle, so the first toast of a signed-in user shows at once (offline too). */
export function usePreloadedToaster() {
  useEffect(() => whenIdle(() => void load().catch(() => {})), [])
}

/** Where toasts show (once, in the root route): nothing until the toaster has loaded. */
export function Toasts() {
  const Loaded = useSyncExternalStore(subscribe, loadedView, loadedView)
  return Loaded ? <Loaded /> : null
}
