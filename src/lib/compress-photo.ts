/**
 * Phone photos are often 4-12 MB at 4000+ px: far more than a compliance record needs, and slow to send on a
 * weak signal. A JPEG or PNG photo above PHOTO_COMPRESS_ABOVE_BYTES is redrawn at most PHOTO_MAX_EDGE_PX on its
 * long edge as a JPEG. PDFs and office files are never touched, and a photo whose smaller copy would not be
 * smaller is kept as it is. Works in a page and in the service worker (OffscreenCanvas), so a photo sent by a
 * background sync is made smaller too.
 */
export const PHOTO_COMPRESS_ABOVE_BYTES = 1.5 * 1024 * 1024
export const PHOTO_MAX_EDGE_PX = 2560
const JPEG_QUALITY = 0.82

const isPhoto = (file: Blob) => file.type === 'image/jpeg' || file.type === 'image/png'

export function shouldCompress(file: Blob): boolean {
  return isPhoto(file) && file.size > PHOTO_COMPRESS_ABOVE_BYTES
}

/** The new size for a width x height image: the long edge at most `maxEdge`, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX) {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}

/** The name a photo gets once it is a JPEG. */
export const jpegName = (name: string) => `${name.replace(/\.(png|jpe?g)$/i, '')}.jpg`

/** A smaller JPEG of a large photo, or the file itself (not a photo, small already, or the browser cannot). */
export async function compressPhoto(file: File): Promise<File> {
  if (!shouldCompress(file) || typeof createImageBitmap !== 'function') return file
  try {
    // imageOrientation 'from-image' applies the EXIF rotation, so a portrait photo stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const { width, height } = scaledSize(bitmap.width, bitmap.height)
    const blob = await drawAsJpeg(bitmap, width, height)
    bitmap.close()
    if (!blob || blob.size >= file.size) return file
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
  } catch {
    // An image the browser cannot decode goes as it is; the server decides.
    return file
  }
}

/** The bitmap redrawn at width x height as a JPEG: off-screen where it can be (always in a worker). */
async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const offscreen = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null
  const offscreenContext = offscreen?.getContext('2d')
  if (offscreen && offscreenContext) {
    offscreenContext.drawImage(bitmap, 0, 0, width, height)
    return offscreen.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
  }
  // Browsers without a 2d OffscreenCanvas (Safari before 16.4) draw on a page's canvas; a worker there sends the
  // photo as taken.
  const page = (globalThis as { document?: PageWithCanvas }).document
  if (!page) return null
  const canvas = page.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
}

/** What drawAsJpeg needs of `document`, typed here: the service worker's build has no DOM types. */
type PageWithCanvas = {
  createElement(tag: 'canvas'): {
    width: number
    height: number
    getContext(id: '2d'): { drawImage(image: ImageBitmap, x: number, y: number, w: number, h: number): void } | null
    toBlob(done: (blob: Blob | null) => void, type: string, quality: number): void
  }
}
