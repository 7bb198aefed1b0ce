import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LocalFileStore } from '../../server/storage/local-file-store.ts'
import type { TestApp } from './test-app.ts'

/** Minimal valid-looking heads of the sniffed types, so a test file is what its name says. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48])
export const EXE_BYTES = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])

export type Part = { name: string; value: string } | { name: string; file: Uint8Array; filename: string; type: string }

/** A multipart form the way a browser builds it (FormData; the boundary is chosen when it is sent). */
export function form(parts: Part[]): FormData {
  const data = new FormData()
  for (const part of parts) {
    if ('value' in part) data.append(part.name, part.value)
    else data.append(part.name, new Blob([part.file.slice()], { type: part.type }), part.filename)
  }
  return data
}

export const attributes = (value: unknown): Part => ({ name: 'attributes', value: JSON.stringify(value) })
export const pdf = (filename = 'report.pdf', type = 'application/pdf'): Part => ({
  name: 'file',
  file: PDF_BYTES,
  filename,
  type,
})

/** Every stored file (and half-written .part file) under the local store's root. */
export function storedFiles(t: TestApp): string[] {
  if (!(t.fileStore instanceof LocalFileStore)) throw new Error('storedFiles reads a local file store')
  try {
    return readdirSync(t.fileStore.root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
  } catch {
    return []
  }
}

/**
 * A multipart body streamed in 1 MiB chunks with no Content-Length (as a chunked upload arrives): a PDF
 * head then `fileBytes` bytes in all, so the server can only learn the size by counting.
 */
export function streamedPdfUpload(fileBytes: number, boundary = 'docs-server-test-boundary') {
  const encoder = new TextEncoder()
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="attributes"\r\n\r\n` +
      `${JSON.stringify({ documentType: 'OTHER', services: [{ code: 'SMOKE' }] })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  )
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`)
  const chunk = new Uint8Array(1024 * 1024).fill(0x20)
  let sent = 0
  let headSent = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!headSent) {
        headSent = true
        controller.enqueue(head)
        controller.enqueue(PDF_BYTES)
        sent = PDF_BYTES.length
        return
      }
      if (sent >= fileBytes) {
        controller.enqueue(tail)
        controller.close()
        return
      }
      const n = Math.min(chunk.length, fileBytes - sent)
      controller.enqueue(chunk.subarray(0, n))
      sent += n
    },
  })
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
