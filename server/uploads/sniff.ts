import type { UploadExtension } from '../../src/contract/documents.ts'

/**
 * Content sniffing for the 12 allowed upload types: a file's first bytes must be what its extension says.
 * A name and a declared type are the client's word; the bytes are not, and a renamed executable or HTML
 * page must not be stored as a "PDF" that a browser might later open. Magic numbers only: the files are
 * served with their stored type and nosniff, so this needs to catch lies, not validate whole formats.
 */

/** How many leading bytes sniffing looks at (a PDF header may sit anywhere in its first 1024 bytes). */
export const SNIFF_BYTES = 1024

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
/** OLE2 compound file: the legacy Office formats (doc, xls, ppt). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** A ZIP local file header: the Office Open XML formats (docx, xlsx, pptx). */
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const PDF = Buffer.from('%PDF-', 'latin1')

const startsWith = (head: Uint8Array, magic: readonly number[]) =>
  head.length >= magic.length && magic.every((byte, i) => head[i] === byte)

/** The binary signatures a text file must not start with (a renamed binary is not text). */
const BINARY_SIGNATURES = [PNG, JPEG, OLE2, ZIP, [0x4d, 0x5a] /* MZ: Windows executables */, [0x7f, 0x45, 0x4c, 0x46]]

/**
 * Text (csv, txt): a UTF-16 text with its byte-order mark, or 8-bit text (UTF-8 or a legacy code page such
 * as Excel's Windows-1252 CSV) with no NUL and no control character other than tab, line breaks, form
 * feed and escape.
 */
function looksLikeText(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true
  if (BINARY_SIGNATURES.some((magic) => startsWith(head, magic))) return false
  if (Buffer.from(head).subarray(0, SNIFF_BYTES).includes(PDF)) return false
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) return false
    if (byte === 0x7f) return false
  }
  return true
}

/**
 * Whether `head` (the file's first SNIFF_BYTES bytes, or all of a shorter file) is content of type `ext`.
 * An empty file is text and nothing else.
 */
export function contentMatchesExtension(ext: UploadExtension, head: Uint8Array): boolean {
  switch (ext) {
    case 'pdf':
      return Buffer.from(head).subarray(0, SNIFF_BYTES).includes(PDF)
    case 'png':
      return startsWith(head, PNG)
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG)
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE2)
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(head, ZIP)
    case 'csv':
    case 'txt':
      return looksLikeText(head)
  }
}
