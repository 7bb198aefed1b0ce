import { useSyncExternalStore } from 'react'
import { css } from '../../../styled-system/css'
import { installPrompt } from '../../offline/install-prompt.ts'

const headerButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  minWidth: '11',
  px: '3',
  mr: '1',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'rgba(255, 255, 255, 0.6)',
  color: 'white',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'rgba(255, 255, 255, 0.15)' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
})

/** "Install" in the header, only while the browser offers installation (Chromium's beforeinstallprompt). */
export function InstallButton() {
  const canInstall = useSyncExternalStore(installPrompt.subscribe, installPrompt.canInstall)
  if (!canInstall) return null
  return (
    <button type="button" className={headerButton} onClick={() => void installPrompt.install()}>
      Install
    </button>
  )
}
