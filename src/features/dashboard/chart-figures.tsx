import { type ReactNode, useRef } from 'react'
import { css } from '../../../styled-system/css'
import { formatCount } from '../../lib/number-format.ts'
import { ChunkBoundary, lazyWithRetry, useNearViewport } from '../../ui/index.ts'
import { ChartLink } from './chart-link.tsx'
import { type ActionBar, type ChartSegment, COLORS, describeBar, wrapLabel } from './chart-model.ts'
import { DonutSvg } from './donut-svg.tsx'

// chart.js is only needed once a bar chart is (nearly) on screen: its own chunk, fetched then. The legend beside each
// canvas says the same in text and links, and shows at once. The donut is SVG (donut-svg.tsx).
const BarCanvas = lazyWithRetry(() => import('./charts/chart-canvas.tsx').then((m) => ({ default: m.BarCanvas })))

const figure = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  minWidth: '0',
})
const heading = css({ fontSize: 'lg', fontWeight: 'semibold' })
const legendLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  px: '2',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.50', textDecoration: 'underline' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500' },
})
const swatch = (color: string) => (
  <span
    aria-hidden="true"
    style={{ background: color }}
    className={css({ width: '3', height: '3', borderRadius: 'sm', flexShrink: 0 })}
  />
)
const count = css({ ml: 'auto', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })

function Frame({
  title,
  canvas,
  height,
  lazyCanvas = true,
  children,
}: {
  title: string
  canvas: ReactNode
  height: string
  /** Whether the drawing waits until it nears the viewport (chart.js's), or shows with the page (the SVG donut). */
  lazyCanvas?: boolean
  children: ReactNode
}) {
  const area = useRef<HTMLDivElement>(null)
  const seen = useNearViewport(area)
  return (
    <figure className={figure}>
      <figcaption className={heading}>{title}</figcaption>
      <div ref={area} className={css({ position: 'relative', width: 'full' })} style={{ height }}>
        {(seen || !lazyCanvas) && <ChunkBoundary>{canvas}</ChunkBoundary>}
      </div>
      {children}
    </figure>
  )
}

/** A donut with its legend: each legend entry is the segment's number and a link to its list. */
export function DonutFigure({ title, segments }: { title: string; segments: ChartSegment[] }) {
  const total = segments.reduce((sum, s) => sum + s.value, 0)
  return (
    <Frame title={title} height="12rem" lazyCanvas={false} canvas={total > 0 && <DonutSvg parts={segments} />}>
      <ul aria-label={`${title} by status`}>
        {segments.map((s) => (
          <li key={s.key}>
            <ChartLink to={s} className={legendLink}>
              {swatch(s.color)}
              <span>{s.label}</span>
              <span className={count}>{formatCount(s.value)}</span>
            </ChartLink>
          </li>
        ))}
      </ul>
    </Frame>
  )
}

/** Bars of one value each (the other providers' attention list), with the same links below. */
export function SimpleBarsFigure({ title, bars }: { title: string; bars: ChartSegment[] }) {
  return (
    <Frame
      title={title}
      height={`${Math.max(8, bars.length * 3.5)}rem`}
      canvas={
        <BarCanvas
          labels={bars.map((b) => wrapLabel(b.label))}
          series={[{ label: 'Properties', color: COLORS.issues, values: bars.map((b) => b.value) }]}
          targets={bars}
        />
      }
    >
      <ul aria-label={title}>
        {bars.map((b) => (
          <li key={b.key}>
            <ChartLink to={b} className={legendLink}>
              {swatch(COLORS.issues)}
              <span>{b.label}</span>
              <span className={count}>{formatCount(b.value)}</span>
            </ChartLink>
          </li>
        ))}
      </ul>
    </Frame>
  )
}

/** The Actions required bars: urgent and the rest stacked; below, one link per bar saying both numbers. */
export function ActionBarsFigure({ bars }: { bars: ActionBar[] }) {
  const title = 'Actions required'
  return (
    <Frame
      title={title}
      height={`${Math.max(8, bars.length * 3.5)}rem`}
      canvas={
        <BarCanvas
          labels={bars.map((b) => wrapLabel(b.label))}
          series={[
            { label: 'Urgent', color: COLORS.urgent, values: bars.map((b) => b.urgent.value) },
            { label: 'Other', color: COLORS.other, values: bars.map((b) => b.other?.value ?? null) },
          ]}
          targets={bars}
        />
      }
    >
      <p className={css({ display: 'flex', gap: '4', fontSize: 'sm', color: 'fg.muted' })} aria-hidden="true">
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          {swatch(COLORS.urgent)} Urgent or overdue
        </span>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          {swatch(COLORS.other)} Other
        </span>
      </p>
      <ul aria-label={title} className={css({ display: 'grid', gap: '1' })}>
        {bars.map((b) => (
          <li key={b.key}>
            <ChartLink to={b} className={legendLink}>
              <span>{describeBar(b)}</span>
            </ChartLink>
          </li>
        ))}
      </ul>
    </Frame>
  )
}
