/** The longest file name an upload keeps: a list row, a Content-Disposition header and a proxy's buffer stay small. */
export const UPLOAD_NAME_MAX = 200
/** Kept after shortening only when it looks like an extension ('.pdf', '.docx'). */
const EXTENSION_MAX = 10
export const UNNAMED_UPLOAD = 'file'

/** Control characters (NUL included) and path separators: no part of a name anyone chose to show. */
const dropped = (codePoint: number) =>
  codePoint < 0x20 || codePoint === 0x7f || codePoint === 0x2f || codePoint === 0x5c
/** Only an unpaired surrogate comes out of a string's iterator as a code point in this range. */
const isLoneSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff

/**
 * The name an uploaded file is stored and served under: unwanted characters dropped, an unpaired
 * surrogate replaced (so PostgreSQL and UTF-8 can carry it), and at most UPLOAD_NAME_MAX characters
 * with its extension kept. Counted in characters, never cutting an emoji in half.
 */
export function safeUploadName(raw: string): string {
  const chars = Array.from(raw)
    .filter((c) => !dropped(c.codePointAt(0) ?? 0))
    .map((c) => (isLoneSurrogate(c.codePointAt(0) ?? 0) ? '\ufffd' : c))
  const name = chars.join('').trim()
  if (!name) return UNNAMED_UPLOAD
  const all = Array.from(name)
  if (all.length <= UPLOAD_NAME_MAX) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 && Array.from(name.slice(dot)).length <= EXTENSION_MAX ? name.slice(dot) : ''
  const stem = all
    .slice(0, UPLOAD_NAME_MAX - Array.from(extension).length)
    .join('')
    .trimEnd()
  return stem + extension
}
