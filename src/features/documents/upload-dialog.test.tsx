import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DOCUMENT_TYPES, SERVICES } from '../../contract/catalog.ts'
import { UploadDialog } from './upload-dialog.tsx'

const storing = vi.hoisted(() => ({ finish: () => {}, calls: 0 }))
vi.mock('../uploads/uploads-store.ts', () => ({
  useDocumentUploadQueue: () => ({}),
  queueDocumentUploads: () => {
    storing.calls++
    return new Promise<void>((resolve) => {
      storing.finish = resolve
    })
  },
}))

afterEach(cleanup)

function renderDialog(onClose: () => void) {
  const client = new QueryClient()
  const items = (list: readonly { code: string; name: string }[]) => ({
    items: list.map(({ code, name }) => ({ code, name })),
  })
  client.setQueryData(['meta', 'property-document-types'], items(DOCUMENT_TYPES))
  client.setQueryData(['meta', 'property-document-services'], items(SERVICES))
  const file = new File(['x'], 'photo.png', { type: 'image/png' })
  const property = { type: 'MANAGED' as const, id: 7, address: '1 Test St' }
  render(
    <QueryClientProvider client={client}>
      <UploadDialog files={[file]} property={property} onClose={onClose} />
    </QueryClientProvider>,
  )
}

describe('UploadDialog', () => {
  it('stays open, saving, until the files are stored on the device, then closes', async () => {
    const onClose = vi.fn()
    renderDialog(onClose)
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: DOCUMENT_TYPES[0].code } })
    fireEvent.click(screen.getByRole('checkbox', { name: SERVICES[0].name }))
    fireEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }))
    const saving = await screen.findByRole('button', { name: 'Saving…' })
    expect(storing.calls).toBe(1)
    expect((saving as HTMLButtonElement).disabled).toBe(true)
    // Escape does not close it while the files are being stored.
    fireEvent.keyDown(saving, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    storing.finish()
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
