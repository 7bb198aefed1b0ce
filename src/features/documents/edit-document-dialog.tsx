import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { newIdempotencyKey } from '../../api/client.ts'
import { documentMutations, documentQueries } from '../../api/documents.ts'
import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'
import { toaster } from '../../ui/index.ts'
import { PropertyDialog } from '../property/property-dialog.tsx'
import { DocumentAttributesForm } from './document-attributes-form.tsx'
import { documentErrorText } from './document-errors.ts'

type Props = { owner: DocumentOwner; document: PropertyDocument; onClose: () => void }

/** Edit attributes: the same dialog as for an upload, filled in, saved with PATCH. */
export function EditDocumentDialog({ owner, document, onClose }: Props) {
  const queryClient = useQueryClient()
  // One key per opening of the dialog: pressing Save again after a lost answer is not a second change.
  const [idempotencyKey] = useState(newIdempotencyKey)
  const update = useMutation({
    ...documentMutations.update(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentQueries.of(owner) })
      toaster.success({ title: 'Document updated' })
      onClose()
    },
  })
  return (
    <PropertyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Document attributes"
      pending={update.isPending}
    >
      <DocumentAttributesForm
        id={`edit-${document.id}`}
        initial={{ documentType: document.documentType.code, services: document.services }}
        submitLabel="Save"
        pending={update.isPending}
        error={update.error}
        errorTitle={update.error ? documentErrorText(update.error, owner, 'update').title : undefined}
        onCancel={onClose}
        onSubmit={(body) => update.mutate({ owner, documentId: document.id, idempotencyKey, body })}
      >
        <p>{document.name}</p>
      </DocumentAttributesForm>
    </PropertyDialog>
  )
}
