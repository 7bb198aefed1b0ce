import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/** Online as TanStack Query sees it (which starts from navigator.onLine, see offline/start.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline())
}

/**
 * For actions that need the server now (booking, email, forwarding, …): offline they are disabled,
 * and `reason` says why (for a title, a tooltip or the text beside the control).
 */
export function useNeedsConnection(action: string): { disabled: boolean; reason: string | undefined } {
  const online = useOnline()
  return online
    ? { disabled: false, reason: undefined }
    : { disabled: true, reason: `You're offline. ${action} needs a connection: try again when you're back online.` }
}
