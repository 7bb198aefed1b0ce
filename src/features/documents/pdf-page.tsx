import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useRef, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Banner } from '../../ui/index.ts'
import { CSS_PX_PER_PDF_POINT, canvasPixelRatio } from './pdf-zoom.ts'

type Props = { pdf: PDFDocumentProxy; pageNumber: number; zoom: number; label: string }

/**
 * One page drawn on a canvas at `zoom`, sharp on dense screens. Each drawing goes to a fresh canvas that replaces
 * the shown one when done, so the page stays visible while a new zoom is drawn. Its text follows for screen
 * readers (a canvas has none).
 */
export function PdfPage({ pdf, pageNumber, zoom, label }: Props) {
  const holder = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const [text, setText] = useState('')

  useEffect(() => {
    let task: RenderTask | null = null
    let live = true
    setFailed(false)
    ;(async () => {
      const page = await pdf.getPage(pageNumber)
      if (!live) return
      const viewport = page.getViewport({ scale: zoom * CSS_PX_PER_PDF_POINT })
      const ratio = canvasPixelRatio(viewport.width, viewport.height, window.devicePixelRatio)
      const canvas = document.createElement('canvas')
      canvas.width = Math.floor(viewport.width * ratio)
      canvas.height = Math.floor(viewport.height * ratio)
      canvas.style.width = `${Math.floor(viewport.width)}px`
      canvas.style.height = `${Math.floor(viewport.height)}px`
      canvas.style.display = 'block'
      canvas.setAttribute('role', 'img')
      canvas.setAttribute('aria-label', label)
      task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] })
      await task.promise
      if (!live) return
      holder.current?.replaceChildren(canvas)
    })().catch((error: unknown) => {
      if (live && !(error instanceof Error && error.name === 'RenderingCancelledException')) setFailed(true)
    })
    return () => {
      live = false
      task?.cancel()
    }
  }, [pdf, pageNumber, zoom, label])

  useEffect(() => {
    let live = true
    setText('')
    pdf
      .getPage(pageNumber)
      .then((page) => page.getTextContent())
      .then(
        (content) => {
          const parts = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          if (live) setText(parts.join('').trim())
        },
        () => undefined,
      )
    return () => {
      live = false
    }
  }, [pdf, pageNumber])

  return (
    <>
      {failed && <Banner tone="danger">Page {pageNumber} could not be shown.</Banner>}
      <div
        ref={holder}
        className={css({ bg: 'white', boxShadow: 'md', mx: 'auto', width: 'fit-content', minHeight: '40' })}
      />
      {text && <p className={css({ srOnly: true, whiteSpace: 'pre-line' })}>{text}</p>}
    </>
  )
}
