import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { newIdempotencyKey } from '../../api/client.ts'
import { documentMutations, documentQueries } from '../../api/documents.ts'
import type { DocumentOwner, PropertyDocument } from '../../contract/documents.ts'
import { Button, toaster } from '../../ui/index.ts'
import { DialogActions, PropertyDialog, SubmitError } from '../property/property-dialog.tsx'
import { documentErrorText } from './document-errors.ts'

type Props = { owner: DocumentOwner; document: PropertyDocument; onClose: () => void }

/** Delete asks first: the file is gone for everyone in the agency once confirmed. */
export function DeleteDocumentDialog({ owner, document, onClose }: Props) {
  const queryClient = useQueryClient()
  const [idempotencyKey] = useState(newIdempotencyKey)
  const remove = useMutation({
    ...documentMutations.remove(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentQueries.of(owner) })
      toaster.success({ title: 'Document deleted' })
      onClose()
    },
  })
  const failure = remove.error ? documentErrorText(remove.error, owner, 'delete') : null
  return (
    <PropertyDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete document"
      pending={remove.isPending}
      pendingText="Deleting…"
    >
      <p className={css({ overflowWrap: 'anywhere' })}>
        Delete <strong>{document.name}</strong>? It is removed for everyone in your agency and cannot be restored.
      </p>
      {remove.error && failure && <SubmitError error={remove.error} title={failure.title} />}
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ owner, documentId: document.id, idempotencyKey })}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </PropertyDialog>
  )
}
