import { css } from '../../../styled-system/css'
import { formatCount } from '../../lib/number-format.ts'
import { useCanOpenChartTarget, useOpenChartTarget } from './chart-link.tsx'
import type { ChartSegment } from './chart-model.ts'

/*
 * The Portfolio donut, drawn as SVG with the page rather than by chart.js: it sits on the dashboard's first screen on
 * a phone, and three arcs do not need a 50 KB library run before the screen settles (docs/decisions/014). It looks
 * as chart.js drew it (clockwise from 12 o'clock, a 62 % hole, white gaps) and a click on a segment opens its list;
 * the legend of links beside it is what keyboards and screen readers use, so the drawing is hidden from them.
 */

const HOLE = 0.62
const point = (angle: number, radius: number) =>
  `${(Math.sin(angle) * radius).toFixed(4)} ${(-Math.cos(angle) * radius).toFixed(4)}`

/** The ring between `from` and `to` (radians, clockwise from 12 o'clock) as an SVG path on a unit circle. */
export function ringPath(from: number, to: number): string {
  // A full ring cannot be one arc (its ends meet): two halves.
  if (to - from >= 2 * Math.PI - 1e-9) return `${ringPath(from, from + Math.PI)} ${ringPath(from + Math.PI, to)}`
  const large = to - from > Math.PI ? 1 : 0
  return [
    `M ${point(from, 1)}`,
    `A 1 1 0 ${large} 1 ${point(to, 1)}`,
    `L ${point(to, HOLE)}`,
    `A ${HOLE} ${HOLE} 0 ${large} 0 ${point(from, HOLE)}`,
    'Z',
  ].join(' ')
}

/** Each non-empty segment's angles, in order, together making the whole ring. */
export function ringAngles(values: number[]): { index: number; from: number; to: number }[] {
  const total = values.reduce((sum, v) => sum + v, 0)
  let at = 0
  return values.flatMap((value, index) => {
    if (value <= 0 || total <= 0) return []
    const from = at
    at += (value / total) * 2 * Math.PI
    return [{ index, from, to: at }]
  })
}

export function DonutSvg({ parts }: { parts: ChartSegment[] }) {
  const open = useOpenChartTarget()
  const canOpen = useCanOpenChartTarget()
  return (
    <svg
      aria-hidden="true"
      viewBox="-1.02 -1.02 2.04 2.04"
      className={css({ display: 'block', width: 'full', height: 'full' })}
    >
      {ringAngles(parts.map((p) => p.value)).map(({ index, from, to }) => {
        const part = parts[index]
        if (!part) return null
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut, as chart.js's canvas was; keyboards and screen readers use the legend's links
          <path
            key={part.key}
            data-segment={part.key}
            d={ringPath(from, to)}
            fill={part.color}
            stroke="white"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            style={{ cursor: canOpen(part) ? 'pointer' : 'default' }}
            onClick={() => open(part)}
          >
            <title>{`${part.label}: ${formatCount(part.value)}`}</title>
          </path>
        )
      })}
    </svg>
  )
}
