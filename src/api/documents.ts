import { mutationOptions, queryOptions } from '@tanstack/react-query'
import {
  DeletedDocumentSchema,
  type DocumentAttributesBody,
  DocumentListSchema,
  type DocumentOwner,
  DocumentSchema,
  documentsPath,
} from '../contract/documents.ts'
import { DocumentServiceListSchema, DocumentTypeListSchema } from '../contract/meta.ts'
import { apiData, idempotencyHeader } from './client.ts'

/** The list's filters as the URL and the API spell them (foundations §2: ?filter=SERVICE_REPORT&service=SMOKE). */
export type DocumentFilters = { filter?: string[]; service?: string[]; page?: number }

/**
 * A property's documents sit under ['documents', type, id], so an upload, edit or delete refreshes every
 * filtered view of that property with one invalidateQueries.
 */
export const documentQueries = {
  all: () => ['documents'] as const,
  of: (owner: DocumentOwner) => [...documentQueries.all(), owner.type, owner.id] as const,
  list: (owner: DocumentOwner, filters: DocumentFilters) =>
    queryOptions({
      queryKey: [...documentQueries.of(owner), 'list', filters] as const,
      queryFn: ({ signal }) =>
        apiData(documentsPath(owner), {
          schema: DocumentListSchema,
          query: { filter: filters.filter, service: filters.service, page: filters.page },
          signal,
        }),
      // Uploads land from the tray, the outbox and other people: a list restored from the saved cache is shown at
      // once but always asked for again. Not 0: the screen's own mount just after the route's prefetch would ask
      // a second time for the list that has just arrived.
      staleTime: 2_000,
    }),
  types: () =>
    queryOptions({
      queryKey: ['meta', 'property-document-types'] as const,
      queryFn: ({ signal }) => apiData('/v1/meta/property-document-types', { schema: DocumentTypeListSchema, signal }),
      staleTime: 60 * 60_000,
    }),
  services: () =>
    queryOptions({
      queryKey: ['meta', 'property-document-services'] as const,
      queryFn: ({ signal }) =>
        apiData('/v1/meta/property-document-services', { schema: DocumentServiceListSchema, signal }),
      staleTime: 60 * 60_000,
    }),
}

type DocumentWrite = { owner: DocumentOwner; documentId: string; idempotencyKey: string }

/** Sent at once (networkMode 'always'): the dialogs wait for the answer, so a paused mutation would trap them. */
export const documentMutations = {
  update: () =>
    mutationOptions({
      mutationKey: ['documents', 'update'],
      networkMode: 'always',
      mutationFn: ({ owner, documentId, idempotencyKey, body }: DocumentWrite & { body: DocumentAttributesBody }) =>
        apiData(`${documentsPath(owner)}/${documentId}`, {
          method: 'PATCH',
          body,
          headers: idempotencyHeader(idempotencyKey),
          schema: DocumentSchema,
        }),
    }),
  remove: () =>
    mutationOptions({
      mutationKey: ['documents', 'delete'],
      networkMode: 'always',
      mutationFn: ({ owner, documentId, idempotencyKey }: DocumentWrite) =>
        apiData(`${documentsPath(owner)}/${documentId}`, {
          method: 'DELETE',
          headers: idempotencyHeader(idempotencyKey),
          schema: DeletedDocumentSchema,
        }),
    }),
}
