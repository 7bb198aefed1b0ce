import { type ActiveElement, BarElement, CategoryScale, Chart, type ChartEvent, LinearScale, Tooltip } from 'chart.js'
import { Bar } from 'react-chartjs-2'
import { useCanOpenChartTarget, useOpenChartTarget } from '../chart-link.tsx'
import type { ChartTarget } from '../chart-model.ts'

/*
 * The canvases of the dashboard's bar charts: this module and chart.js load in their own chunk, once a bar chart nears
 * the viewport (the Portfolio donut is SVG, ../donut-svg.tsx). Only the parts drawn here are registered (the Bar
 * component registers its own controller); the legend is HTML beside the canvas, so chart.js's Legend plugin is left out.
 */
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip)

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** A click on a segment or bar follows its link; the pointer shows which parts are links. */
function clickable(
  targetAt: (element: ActiveElement) => ChartTarget | undefined,
  open: (t: ChartTarget) => void,
  canOpen: (t: ChartTarget) => boolean,
) {
  return {
    onClick: (_event: ChartEvent, elements: ActiveElement[]) => {
      const target = elements[0] && targetAt(elements[0])
      if (target) open(target)
    },
    onHover: (event: ChartEvent, elements: ActiveElement[]) => {
      const canvas = event.native?.target
      const target = elements[0] && targetAt(elements[0])
      if (canvas instanceof HTMLCanvasElement) canvas.style.cursor = target && canOpen(target) ? 'pointer' : 'default'
    },
  }
}

export type BarSeries = { label: string; color: string; values: (number | null)[] }

export function BarCanvas({
  labels,
  series,
  targets,
}: {
  /** One line each, or several for a long label. */
  labels: (string | string[])[]
  series: BarSeries[]
  targets: ChartTarget[]
}) {
  const open = useOpenChartTarget()
  const canOpen = useCanOpenChartTarget()
  return (
    <Bar
      aria-hidden="true"
      data={{
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 4 })),
      }}
      options={{
        // Horizontal bars keep long labels readable on a 360 px phone.
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : undefined,
        scales: {
          x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
          y: { stacked: true, ticks: { autoSkip: false } },
        },
        plugins: { legend: { display: false } },
        ...clickable((e) => targets[e.index], open, canOpen),
      }}
    />
  )
}
