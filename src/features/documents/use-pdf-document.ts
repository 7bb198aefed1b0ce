import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { useEffect, useState } from 'react'
import { fetchDocumentFile } from './document-file.ts'
import { loadPdf } from './pdfjs.ts'

export type PdfState =
  | { status: 'loading'; blob: Blob | null }
  | { status: 'ready'; blob: Blob; pdf: PDFDocumentProxy }
  /** The file could not be had: offline and never opened, or the server refused. */
  | { status: 'fetch-failed'; error: Error }
  /** The bytes came but are not a PDF that can be shown. */
  | { status: 'unreadable'; blob: Blob; reason: 'password' | 'invalid' }

/** Fetches the file at `url` (the service worker answers from its file cache when offline) and parses it. */
export function usePdfDocument(url: string): PdfState {
  const [state, setState] = useState<PdfState>({ status: 'loading', blob: null })
  useEffect(() => {
    const abort = new AbortController()
    let task: ReturnType<typeof loadPdf> | null = null
    setState({ status: 'loading', blob: null })
    fetchDocumentFile(url, abort.signal).then(
      async (blob) => {
        if (abort.signal.aborted) return
        setState({ status: 'loading', blob })
        try {
          // A copy for PDF.js (its worker takes the bytes over); the Blob stays for Download.
          task = loadPdf(new Uint8Array(await blob.arrayBuffer()))
          const pdf = await task.promise
          if (!abort.signal.aborted) setState({ status: 'ready', blob, pdf })
        } catch (error) {
          if (abort.signal.aborted) return
          const reason = error instanceof Error && error.name === 'PasswordException' ? 'password' : 'invalid'
          setState({ status: 'unreadable', blob, reason })
        }
      },
      (error: Error) => {
        if (!abort.signal.aborted) setState({ status: 'fetch-failed', error })
      },
    )
    return () => {
      abort.abort()
      // Ends the worker's copy of the document (and the document itself, once loaded).
      void task?.destroy()
    }
  }, [url])
  return state
}
