import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { Chart as ChartComponent } from 'react-chartjs-2'
import type { ChartModel } from './chart-data.ts'

/*
 * The analytics canvases, in their own chunk with chart.js (shared with the dashboard's): only the line and bar
 * parts are registered. The legend, the summary and the table beside each canvas are HTML, so the canvas is
 * hidden from assistive technology and chart.js's Legend plugin is left out.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
)

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

export type CanvasProps = {
  model: ChartModel
  kind: 'line' | 'bar'
  stacked?: boolean
  /** Horizontal bars keep long category names readable on a 360 px phone. */
  horizontal?: boolean
  /** Values are percentages: the value axis runs 0–100. */
  percent?: boolean
}

export function AnalyticsCanvas({ model, kind, stacked = false, horizontal = false, percent = false }: CanvasProps) {
  const valueAxis = {
    stacked,
    beginAtZero: true,
    ...(percent
      ? { min: 0, max: 100, ticks: { callback: (v: number | string) => `${v}%` } }
      : { ticks: { precision: 0 } }),
  }
  const categoryAxis = { stacked, ticks: { autoSkip: !horizontal } }
  return (
    <ChartComponent
      type={kind}
      aria-hidden="true"
      data={{
        labels: model.labels,
        datasets: model.series.map((s) => ({
          label: s.label,
          data: s.values,
          backgroundColor: s.color,
          borderColor: s.color,
          ...(kind === 'line' ? { tension: 0.2, spanGaps: true, pointRadius: 3 } : { borderRadius: 3 }),
        })),
      }}
      options={{
        maintainAspectRatio: false,
        indexAxis: horizontal ? 'y' : 'x',
        animation: reducedMotion() ? false : undefined,
        scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
        plugins: { legend: { display: false } },
      }}
    />
  )
}
