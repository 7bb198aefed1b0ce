import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { documentQueries } from '../../api/documents.ts'
import { DOCUMENTS_PAGE_SIZE, type DocumentOwner, type PropertyDocument } from '../../contract/documents.ts'
import { Banner, Button, Pagination } from '../../ui/index.ts'
import { OfflineReason } from '../offline/needs-connection.tsx'
import { useNeedsConnection } from '../offline/use-online.ts'
import type { UploadPayload } from '../uploads/uploads-store.ts'
import { AddDocuments } from './add-documents.tsx'
import { type DocumentDialog, DocumentDialogs } from './document-dialogs.tsx'
import { documentErrorText } from './document-errors.ts'
import { DocumentFacets } from './document-facets.tsx'
import { DocumentRow } from './document-row.tsx'
import type { DocumentsSearch } from './documents-search.ts'

const OFFLINE_REASON_ID = 'documents-offline'

type Props = {
  property: UploadPayload['property']
  search: DocumentsSearch
  onSearchChange: (search: DocumentsSearch) => void
}

/**
 * A property's documents (managed or non-managed): add files or photos, filter by type and service (facets with
 * counts), open, download, edit and delete. The filters live in the URL, so links land pre-filtered.
 */
export function PropertyDocuments({ property, search, onSearchChange }: Props) {
  const owner = { type: property.type, id: property.id }
  const list = useQuery({
    ...documentQueries.list(owner, { filter: search.filter, service: search.service, page: search.page }),
    placeholderData: keepPreviousData,
  })
  const [dialog, setDialog] = useState<DocumentDialog | null>(null)
  const open = (kind: DocumentDialog['kind']) => (document: PropertyDocument) => setDialog({ kind, document })
  const filtered = Boolean(search.filter?.length || search.service?.length)
  // Adding documents is queued offline (the outbox); editing and deleting them need the server now.
  const connection = useNeedsConnection('Editing or deleting a document')
  return (
    <section aria-labelledby="documents-title">
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          mb: '4',
        })}
      >
        <h2 id="documents-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          Documents{list.data ? ` (${list.data.total})` : ''}
        </h2>
        <AddDocuments property={property} />
      </div>
      {list.data && <DocumentFacets facets={list.data.facets} search={search} onSearchChange={onSearchChange} />}
      {list.isError && !list.data && <ListError error={list.error} owner={owner} onRetry={() => void list.refetch()} />}
      {list.isPending && <p role="status">Loading documents…</p>}
      {list.data?.items.length === 0 && (
        <div className={css({ py: '10', textAlign: 'center', color: 'fg.muted' })}>
          <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
            {filtered ? 'No documents match these filters' : 'No documents yet'}
          </p>
          <p>
            {filtered
              ? 'Clear a filter to see more documents.'
              : 'Add documents or take a photo to keep them with this property.'}
          </p>
        </div>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <OfflineReason id={OFFLINE_REASON_ID} reason={connection.reason} />
          <ul aria-label="Documents" className={css({ display: 'grid', gap: '2' })}>
            {list.data.items.map((document) => (
              <DocumentRow
                key={document.id}
                document={document}
                onOpen={open('view')}
                onEdit={open('edit')}
                onDelete={open('delete')}
                offlineReasonId={connection.reason ? OFFLINE_REASON_ID : undefined}
              />
            ))}
          </ul>
        </>
      )}
      {list.data && list.data.total > DOCUMENTS_PAGE_SIZE && (
        <Pagination
          label="Documents pages"
          page={search.page ?? 1}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={list.data.total}
          onPageChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
        />
      )}
      <DocumentDialogs owner={owner} dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  )
}

function ListError({ error, owner, onRetry }: { error: Error; owner: DocumentOwner; onRetry: () => void }) {
  const { title, detail } = documentErrorText(error, owner, 'list')
  return (
    <Banner tone="danger" title={title} actions={<Button onClick={onRetry}>Try again</Button>}>
      {detail}
    </Banner>
  )
}
