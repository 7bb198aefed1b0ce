import { ApiError } from '../../api/client.ts'
import {
  DOCUMENT_FAILURES,
  DOCUMENT_FORBIDDEN,
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_NOT_FOUND,
  DOCUMENTS_PROPERTY_FORBIDDEN,
  type DocumentOwner,
} from '../../contract/documents.ts'

export type DocumentCall = 'list' | 'delete' | 'update'

/**
 * What the user reads when a documents call fails (property-operations §8, Documents): the 404 and 403 texts,
 * otherwise "Failed to get/delete/update property document(s)" in its integrated variant for a non-managed
 * property, with the server's message as the detail.
 */
export function documentErrorText(
  error: unknown,
  owner: DocumentOwner,
  call: DocumentCall,
): { title: string; detail: string | null } {
  const status = error instanceof ApiError ? error.status : -1
  if (status === 404) return { title: call === 'list' ? DOCUMENTS_NOT_FOUND : DOCUMENT_NOT_FOUND, detail: null }
  if (status === 403)
    return { title: call === 'list' ? DOCUMENTS_PROPERTY_FORBIDDEN : DOCUMENT_FORBIDDEN, detail: null }
  const title = DOCUMENT_FAILURES[owner.type][call]
  const message = error instanceof Error ? error.message : null
  return { title, detail: message && message !== title ? message : null }
}
