// PDF.js, loaded only with the viewer's chunk. The legacy build: it carries the polyfills the modern build leaves
// out (Promise.withResolvers and more), so the viewer also works on phones whose browser is a few versions old
// (iOS Safari before 17.4).
import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask, version } from 'pdfjs-dist/legacy/build/pdf.mjs'
// A hashed file of the build (precached by the service worker), so the viewer works offline and under
// the CSP's worker-src 'self'.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'
import { PDFJS_DECODERS_DIR } from './pdfjs-decoders.ts'

GlobalWorkerOptions.workerSrc = workerUrl

/**
 * Parses a PDF from its bytes. No WebAssembly: compiling it would need 'wasm-unsafe-eval' in the CSP. PDF.js
 * then decodes JPEG 2000 and JBIG2 images (scans) with its JavaScript decoders, served beside the app from
 * `PDFJS_DECODERS_DIR` (vite-pdfjs-decoders.ts), and evaluates PostScript functions with its interpreter.
 * The bytes are transferred to PDF.js's worker: the caller must not use `data` afterwards.
 */
export function loadPdf(data: Uint8Array): PDFDocumentLoadingTask {
  return getDocument({
    data,
    useWasm: false,
    wasmUrl: new URL(PDFJS_DECODERS_DIR(version), document.baseURI).href,
    // Scripts and XFA forms in a PDF are never run.
    enableXfa: false,
  })
}
