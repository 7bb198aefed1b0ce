/**
 * Phone photos are often 4-12 MB at 4000+ px: far more than a compliance record needs, and slow to send on a
 * weak signal. A JPEG or PNG photo above PHOTO_COMPRESS_ABOVE_BYTES is redrawn at most PHOTO_MAX_EDGE_PX on its
 * long edge as a JPEG. PDFs and office files are never touched, and a photo whose smaller copy would not be
 * smaller is kept as it is.
 */
import { INVALID_FILE_TYPE, typeMatchesExtension, uploadProblemOf } from '../../contract/documents.ts'

export const PHOTO_COMPRESS_ABOVE_BYTES = 1.5 * 1024 * 1024
export const PHOTO_MAX_EDGE_PX = 2560
const JPEG_QUALITY = 0.82

const isPhoto = (file: File) => file.type === 'image/jpeg' || file.type === 'image/png'

export function shouldCompress(file: File): boolean {
  return isPhoto(file) && file.size > PHOTO_COMPRESS_ABOVE_BYTES
}

/**
 * The check made when a file is added (property-operations §4: it fails at once): a photo that will be made
 * smaller is judged by its type alone, since the smaller copy is what must fit the 20 MB; any other file by
 * size and type. Null when it may be sent, else the message to show.
 */
export function uploadProblemBeforeCompression(file: File): string | null {
  if (!shouldCompress(file)) return uploadProblemOf(file)
  return typeMatchesExtension(file.name, file.type) ? null : INVALID_FILE_TYPE
}

/** The new size for a width x height image: the long edge at most `maxEdge`, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX) {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** A smaller JPEG of a large photo, or the file itself (not a photo, small already, or the browser cannot). */
export async function compressPhoto(file: File): Promise<File> {
  if (!shouldCompress(file) || typeof createImageBitmap !== 'function') return file
  try {
    // imageOrientation 'from-image' applies the EXIF rotation, so a portrait photo stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const { width, height } = scaledSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
    if (!blob || blob.size >= file.size) return file
    const name = `${file.name.replace(/\.(png|jpe?g)$/i, '')}.jpg`
    return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified })
  } catch {
    // An image the browser cannot decode goes as it is; the server decides.
    return file
  }
}
