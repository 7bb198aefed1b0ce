import { useState } from 'react'
import { focusMain } from '../../lib/focus-main.ts'
import { needsIosInstallHint } from '../../offline/install-prompt.ts'
import { Banner, Button } from '../../ui/index.ts'

const DISMISSED_KEY = 'acp-ios-install-hint-dismissed'

const dismissedBefore = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

/** iOS Safari cannot be asked to install: tell the user how, once, until dismissed. */
export function IosInstallHint() {
  const [show, setShow] = useState(() => needsIosInstallHint() && !dismissedBefore())
  if (!show) return null
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Remembered for this visit only.
    }
    setShow(false)
    focusMain()
  }
  return (
    <Banner
      tone="info"
      role="region"
      aria-label="Install"
      title="Add to Home Screen"
      actions={
        <Button variant="outline" onClick={dismiss}>
          Dismiss
        </Button>
      }
    >
      Use the app offline at inspections: tap Share, then "Add to Home Screen".
    </Banner>
  )
}
