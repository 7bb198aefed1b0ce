import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Button, TitleBlock, usePageTitle } from '../../ui/index.ts'
import { DocumentAttributesForm } from '../documents/document-attributes-form.tsx'
import { type PickedProperty, SharePropertyPicker } from './share-property-picker.tsx'
import { filesOf, removeSharedBatch, type SharedBatch, sharedBatch } from './shared-files.ts'
import { queueDocumentUploads, useDocumentUploadQueue } from './uploads-store.ts'

/**
 * Files shared to the app from the phone: which property, what kind of document, then they join the upload
 * queue like any other upload and the property's documents open with the tray showing their progress.
 */
export function ShareTargetScreen({ shareId }: { shareId: string | undefined }) {
  usePageTitle('Upload shared files')
  const batch = useSharedBatch(shareId)
  const [property, setProperty] = useState<PickedProperty | null>(null)
  const uploads = useDocumentUploadQueue()
  const navigate = useNavigate()
  if (batch === undefined) return <p role="status">Loading the shared files…</p>
  if (batch === null)
    return (
      <TitleBlock
        title="Nothing to upload"
        description="The shared files were uploaded already, or nothing was shared. Share the photos or PDFs again."
      />
    )
  const files = filesOf(batch)
  return (
    <>
      <TitleBlock title="Upload shared files" />
      <ul aria-label="Shared files" className={css({ listStyle: 'disc', pl: '5', mb: '5' })}>
        {files.map((file) => (
          <li key={`${file.name}-${file.size}`} className={css({ overflowWrap: 'anywhere' })}>
            {file.name}
          </li>
        ))}
      </ul>
      {!property ? (
        <SharePropertyPicker onPick={setProperty} />
      ) : (
        <div className={css({ maxWidth: 'xl' })}>
          <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '4' })}>
            <span>
              For <strong>{property.address}</strong>
            </span>
            <Button variant="ghost" onClick={() => setProperty(null)}>
              Change property
            </Button>
          </p>
          <DocumentAttributesForm
            id={`share-${batch.id}`}
            submitLabel={files.length === 1 ? 'Upload 1 file' : `Upload ${files.length} files`}
            onCancel={() => void navigate({ to: '/' })}
            onSubmit={async (attributes) => {
              const { notStored } = await queueDocumentUploads(
                uploads,
                files,
                { type: 'MANAGED', ...property },
                attributes,
              )
              // The shared copy goes only once the outbox holds the files (stored all or none): else a retry has them.
              if (notStored === 0) await removeSharedBatch(batch.id)
              await navigate({ to: '/property/$propertyId/documents', params: { propertyId: property.id } })
            }}
          />
        </div>
      )}
    </>
  )
}

/** undefined while reading, null when there is no such batch. */
function useSharedBatch(id: string | undefined) {
  const [batch, setBatch] = useState<SharedBatch | null | undefined>(id ? undefined : null)
  useEffect(() => {
    if (!id) return setBatch(null)
    let live = true
    sharedBatch(id).then(
      (found) => live && setBatch(found ?? null),
      () => live && setBatch(null),
    )
    return () => {
      live = false
    }
  }, [id])
  return batch
}
