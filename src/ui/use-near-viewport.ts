import { type RefObject, useEffect, useState } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. What only matters when seen
 * (a chart's canvas, whose library is the largest script of a screen) waits until then: a phone that opens the
 * dashboard and never scrolls down to the charts never downloads or runs chart.js.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver !== 'function') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
