import { useEffect, useRef, useState } from 'react'

/**
 * True while `active`, and for at least `ms` from when it turned true: a refresh that takes 80 ms still shows its
 * spinner long enough to be seen, instead of a flicker (property-operations §9: "Spinner on refresh: 1 second").
 */
export function useShownForAtLeast(active: boolean, ms: number): boolean {
  const [holding, setHolding] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => {
    if (!active) return
    // Started when the refresh starts, and not cancelled when it ends: that is the point.
    clearTimeout(timer.current)
    setHolding(true)
    timer.current = setTimeout(() => setHolding(false), ms)
  }, [active, ms])
  useEffect(() => () => clearTimeout(timer.current), [])
  return active || holding
}
