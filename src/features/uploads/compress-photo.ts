import { INVALID_FILE_TYPE, typeMatchesExtension, uploadProblemOf } from '../../contract/documents.ts'
import { shouldCompress } from '../../lib/compress-photo.ts'

/**
 * The check made when a file is added (property-operations §4: it fails at once): a photo that will be made
 * smaller is judged by its type alone, since the smaller copy is what must fit the 20 MB; any other file by
 * size and type. Null when it may be sent, else the message to show.
 */
export function uploadProblemBeforeCompression(file: File): string | null {
  if (!shouldCompress(file)) return uploadProblemOf(file)
  return typeMatchesExtension(file.name, file.type) ? null : INVALID_FILE_TYPE
}
