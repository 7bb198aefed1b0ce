/**
 * Where the build puts PDF.js's JavaScript image decoders (see vite-pdfjs-decoders.ts): a folder per PDF.js
 * version, because PDF.js asks for them by fixed file names.
 */
export const PDFJS_DECODERS_DIR = (version: string) => `/pdfjs-${version}/`

/** The decoders PDF.js loads when WebAssembly is off: JPEG 2000 and JBIG2 (common in scanned documents). */
export const PDFJS_DECODER_FILES = ['openjpeg_nowasm_fallback.js', 'jbig2_nowasm_fallback.js'] as const
