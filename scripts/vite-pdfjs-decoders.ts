import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { PDFJS_DECODER_FILES, PDFJS_DECODERS_DIR } from '../src/features/documents/pdfjs-decoders.ts'

const require = createRequire(import.meta.url)
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'))
const { version } = JSON.parse(readFileSync(join(pdfjsRoot, 'package.json'), 'utf8')) as { version: string }
const dir = PDFJS_DECODERS_DIR(version)
const read = (file: string) => readFileSync(join(pdfjsRoot, 'wasm', file))

/**
 * Serves PDF.js's JavaScript image decoders at the fixed names PDF.js's worker imports them by
 * (`<wasmUrl><name>`), under a folder named after the PDF.js version: in the build (where the service worker
 * precaches them with the rest) and from the dev server.
 */
export function pdfjsDecoders(): Plugin {
  return {
    name: 'acp-pdfjs-decoders',
    generateBundle() {
      for (const file of PDFJS_DECODER_FILES) {
        this.emitFile({ type: 'asset', fileName: `${dir.slice(1)}${file}`, source: read(file) })
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = PDFJS_DECODER_FILES.find((f) => request.url === `${dir}${f}`)
        if (!file) return next()
        response.setHeader('Content-Type', 'text/javascript')
        response.end(read(file))
      })
    },
  }
}
