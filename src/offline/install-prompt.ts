// Chromium offers installation once, early, through `beforeinstallprompt`: it is caught here at start
// (main.tsx imports this module) and kept until the user presses Install.

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    notify()
  })
}

export const installPrompt = {
  canInstall: () => deferred !== null,
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Shows the browser's install dialog; the offer is used up either way. */
  async install(): Promise<boolean> {
    const event = deferred
    if (!event) return false
    deferred = null
    notify()
    await event.prompt()
    return (await event.userChoice).outcome === 'accepted'
  },
}

/** iOS Safari has no install prompt: the app explains "Add to Home Screen" instead, unless already installed. */
export function needsIosInstallHint(): boolean {
  const ua = navigator.userAgent
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1)
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && safari && !standalone && !matchMedia('(display-mode: standalone)').matches
}
