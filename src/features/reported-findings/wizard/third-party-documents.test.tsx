import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILE_TOO_LARGE, UPLOAD_ACCEPT } from '../../../contract/documents.ts'
import { DOCUMENT_REQUIRED } from '../../../contract/reported-findings.ts'
import type { FindingDocument, FindingDocuments } from './finding-documents.ts'
import { ThirdPartyDocumentsField, WAITING_TO_SYNC } from './third-party-documents.tsx'

afterEach(cleanup)

const doc = (change: Partial<FindingDocument>): FindingDocument => ({
  id: crypto.randomUUID(),
  name: 'photo.jpg',
  size: 2048,
  status: 'queued',
  uploadPercentage: 0,
  error: null,
  ...change,
})

function documentsOf(items: FindingDocument[]): FindingDocuments {
  return {
    items,
    documentIds: items.filter((item) => item.status !== 'failed').map((item) => item.id),
    add: vi.fn(async () => []),
    remove: vi.fn(),
    settled: vi.fn(async () => {}),
    forget: vi.fn(),
    discardUnsubmitted: vi.fn(async () => {}),
  }
}

describe('ThirdPartyDocumentsField', () => {
  it('offers Add documents and Take photo through hidden inputs, and adds what is picked', () => {
    const documents = documentsOf([])
    render(<ThirdPartyDocumentsField documents={documents} />)
    expect(screen.getByRole('group', { name: 'Documents' })).toBeTruthy()
    const files = screen.getByTestId('third-party-files') as HTMLInputElement
    const camera = screen.getByTestId('third-party-camera') as HTMLInputElement
    expect(files.accept).toBe(UPLOAD_ACCEPT)
    expect(files.multiple).toBe(true)
    expect(camera.accept).toBe('image/*')
    expect(camera.getAttribute('capture')).toBe('environment')
    const click = vi.spyOn(camera, 'click')
    fireEvent.click(screen.getByRole('button', { name: 'Take photo' }))
    expect(click).toHaveBeenCalled()

    const picked = new File(['x'], 'after.pdf', { type: 'application/pdf' })
    fireEvent.change(files, { target: { files: [picked] } })
    expect(documents.add).toHaveBeenCalledWith([picked])
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows each file with its size and state: progress, waiting to sync, uploaded, the failure', () => {
    const items = [
      doc({ name: 'kitchen.jpg', status: 'uploading', uploadPercentage: 40, size: 1536 }),
      doc({ name: 'hall.jpg', status: 'waiting' }),
      doc({ name: 'invoice.pdf', status: 'success', uploadPercentage: 100 }),
      doc({ name: 'huge.pdf', status: 'failed', error: FILE_TOO_LARGE, size: 30 * 1024 * 1024 }),
      doc({ name: 'queued.png', status: 'queued' }),
    ]
    render(<ThirdPartyDocumentsField documents={documentsOf(items)} />)
    const row = (name: string) => within(screen.getByRole('listitem', { name }))
    expect(row('kitchen.jpg').getByText('1.5 KB')).toBeTruthy()
    expect(row('kitchen.jpg').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40')
    expect(row('hall.jpg').getByText(WAITING_TO_SYNC)).toBeTruthy()
    expect(row('hall.jpg').queryByRole('progressbar')).toBeNull()
    expect(row('invoice.pdf').getByText('Uploaded')).toBeTruthy()
    expect(row('huge.pdf').getByText(FILE_TOO_LARGE)).toBeTruthy()
    expect(row('huge.pdf').getByText('30 MB')).toBeTruthy()
    expect(row('queued.png').getByText('Queued')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('removes a file by its own button', () => {
    const item = doc({ name: 'hall.jpg', status: 'waiting' })
    const documents = documentsOf([item])
    render(<ThirdPartyDocumentsField documents={documents} />)
    fireEvent.click(screen.getByRole('button', { name: 'Remove hall.jpg' }))
    expect(documents.remove).toHaveBeenCalledWith(item.id)
  })

  it("shows the form's error as an alert the field and its button are described by", () => {
    render(<ThirdPartyDocumentsField documents={documentsOf([])} error={DOCUMENT_REQUIRED} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(DOCUMENT_REQUIRED)
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id)
    expect(screen.getByRole('button', { name: 'Add documents' }).getAttribute('aria-describedby')).toBe(alert.id)
  })

  it('disables every action while the form is busy', () => {
    render(<ThirdPartyDocumentsField documents={documentsOf([doc({ name: 'a.jpg' })])} disabled />)
    for (const name of ['Add documents', 'Take photo', 'Remove a.jpg']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true)
    }
  })
})
