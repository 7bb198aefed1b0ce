import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useCallback } from 'react'
import { css } from '../../../styled-system/css'
import { NOT_AVAILABLE_YET, useScreenExists } from '../../lib/app-screens.ts'
import { UnavailableLink } from '../../ui/index.ts'
import type { ChartTarget } from './chart-model.ts'

/** Whether a chart target can be followed: a legacy page always; a screen of this app once its route exists. */
export function useCanOpenChartTarget(): (target: ChartTarget) => boolean {
  const exists = useScreenExists()
  return useCallback((target: ChartTarget) => target.external || exists(target.href), [exists])
}

/**
 * Follows a chart target: in place for a screen of this app, in a new tab for a legacy page. A screen still to be
 * built is not followed (its legend entry says so), so a click on the canvas never lands on the 404 page.
 */
export function useOpenChartTarget(): (target: ChartTarget) => void {
  const router = useRouter()
  const canOpen = useCanOpenChartTarget()
  return useCallback(
    (target: ChartTarget) => {
      if (!canOpen(target)) return
      if (target.external) window.open(target.href, '_blank', 'noopener,noreferrer')
      else void router.navigate({ href: target.href })
    },
    [router, canOpen],
  )
}

/**
 * A real link to a chart segment's list. The canvas is for the eye; these links are how a keyboard or
 * screen-reader user reaches the same lists. A modified click (new tab, new window) is left to the browser.
 */
export function ChartLink({ to, className, children }: { to: ChartTarget; className?: string; children: ReactNode }) {
  const open = useOpenChartTarget()
  const canOpen = useCanOpenChartTarget()
  if (!canOpen(to)) {
    return (
      <UnavailableLink reason={NOT_AVAILABLE_YET} className={className}>
        {children}
      </UnavailableLink>
    )
  }
  if (to.external) {
    return (
      <a href={to.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className={css({ srOnly: true })}> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a
      href={to.href}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        open(to)
      }}
    >
      {children}
    </a>
  )
}
