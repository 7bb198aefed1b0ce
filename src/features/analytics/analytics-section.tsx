import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import { type AnalyticsData, type AnalyticsParams, analyticsQueries, exportAnalytics } from '../../api/analytics.ts'
import { ANALYTICS_FAILED, type AnalyticsDataset } from '../../contract/analytics.ts'
import { disclosureSummary } from '../../ui/disclosure.ts'
import { Button, ChunkBoundary, lazyWithRetry } from '../../ui/index.ts'
import { LoadFailed } from '../dashboard/load-failed.tsx'
import type { CanvasProps } from './analytics-canvas.tsx'
import type { ChartModel, TableModel } from './chart-data.ts'

// chart.js only once figures are on screen: the canvases load in their own chunk.
const AnalyticsCanvas = lazyWithRetry(() =>
  import('./analytics-canvas.tsx').then((m) => ({ default: m.AnalyticsCanvas })),
)

export type SectionView<T> = {
  chart: (data: T) => ChartModel
  table: (data: T) => TableModel
  summary: (data: T) => string
  canvas: Omit<CanvasProps, 'model'>
  /** The table's first column: what each row is. */
  rowHeader: string
}

const card = css({
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
const cell = css({ px: '2', py: '1', textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

/** One dataset of /analytics: its chart, the same figures as a sentence and a table, and its CSV export. */
export function AnalyticsSection<D extends AnalyticsDataset>({
  dataset,
  title,
  description,
  params,
  view,
  height = '16rem',
}: {
  dataset: D
  title: string
  description: string
  params: AnalyticsParams
  view: SectionView<AnalyticsData<D>>
  height?: string
}) {
  const headingId = useId()
  const query = useQuery(analyticsQueries.dataset(dataset, params))
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const onExport = async () => {
    setExporting(true)
    setExportError(null)
    try {
      await exportAnalytics(dataset, params)
    } catch (error) {
      setExportError(error instanceof Error ? error.message : ANALYTICS_FAILED)
    } finally {
      setExporting(false)
    }
  }
  return (
    <section aria-labelledby={headingId} className={card} data-testid={`analytics-${dataset}`}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-start' })}>
        <div className={css({ flex: '1', minWidth: '48' })}>
          <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            {title}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</p>
        </div>
        <Button
          variant="outline"
          onClick={onExport}
          disabled={exporting || !query.data}
          aria-label={`Export ${title} as CSV`}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </div>
      {exportError && (
        <p role="alert" className={css({ color: 'red.800', fontSize: 'sm' })}>
          {exportError}
        </p>
      )}
      {query.isPending && (
        <p role="status" className={css({ color: 'fg.muted', py: '8', textAlign: 'center' })}>
          Loading {title.toLowerCase()}…
        </p>
      )}
      {query.isError && (
        <LoadFailed message={query.error.message || ANALYTICS_FAILED} onRetry={() => query.refetch()} />
      )}
      {query.data && <Figures data={query.data} view={view} title={title} height={height} />}
    </section>
  )
}

function Figures<T>({ data, view, title, height }: { data: T; view: SectionView<T>; title: string; height: string }) {
  const model = view.chart(data)
  const table = view.table(data)
  return (
    <>
      <p className={css({ fontSize: 'sm' })} data-testid="summary">
        {view.summary(data)}
      </p>
      {model.series.length > 1 && (
        <ul aria-hidden="true" className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })}>
          {model.series.map((s) => (
            <li key={s.label} className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
              <span style={{ background: s.color }} className={css({ width: '3', height: '3', borderRadius: 'sm' })} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <div className={css({ position: 'relative', width: 'full' })} style={{ height }}>
        <ChunkBoundary>
          <AnalyticsCanvas model={model} {...view.canvas} />
        </ChunkBoundary>
      </div>
      <details>
        <summary className={disclosureSummary}>Show the figures as a table</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a keyboard can scroll a table wider than a phone */}
        <section className={css({ overflowX: 'auto' })} tabIndex={0} aria-label={`${title} table`}>
          <table className={css({ fontSize: 'sm', borderCollapse: 'collapse', mt: '2' })}>
            <caption className={css({ textAlign: 'left', fontWeight: 'semibold', pb: '1' })}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={css({ textAlign: 'left', px: '2' })}>
                  {view.rowHeader}
                </th>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className={cell}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r) => (
                <tr key={r.header} className={css({ borderTopWidth: '1px', borderColor: 'border' })}>
                  <th scope="row" className={css({ textAlign: 'left', px: '2', py: '1', fontWeight: 'normal' })}>
                    {r.header}
                  </th>
                  {r.cells.map((value, i) => (
                    <td key={table.columns[i]} className={cell}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </>
  )
}
