import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog.tsx'

afterEach(cleanup)

function ask(busy = false) {
  const onCancel = vi.fn()
  const onConfirm = vi.fn()
  render(
    <ConfirmDialog
      open
      title="Discard this change?"
      description="It is lost."
      cancelLabel="Keep it"
      confirmLabel="Discard change"
      confirmVariant="danger"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  )
  return { onCancel, onConfirm }
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog named by its question, and each answer is told', async () => {
    const { onCancel, onConfirm } = ask()
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this change?' })
    expect(dialog.textContent).toContain('It is lost.')
    fireEvent.click(screen.getByRole('button', { name: 'Discard change' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('starts on the safe answer', async () => {
    ask()
    const keep = await screen.findByRole('button', { name: 'Keep it' })
    await waitFor(() => expect(document.activeElement).toBe(keep))
  })

  it('while the answer is carried out, neither button nor Esc does anything', async () => {
    const { onCancel, onConfirm } = ask(true)
    const dialog = await screen.findByRole('alertdialog')
    const buttons = screen.getAllByRole('button', { hidden: true }).filter((b) => dialog.contains(b))
    expect(buttons.map((b) => [b.textContent, (b as HTMLButtonElement).disabled])).toEqual([
      ['Keep it', true],
      ['Discard change', true],
    ])
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onCancel).not.toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('Esc gives the safe answer', async () => {
    const { onCancel } = ask()
    const keep = await screen.findByRole('button', { name: 'Keep it' })
    await waitFor(() => expect(document.activeElement).toBe(keep))
    fireEvent.keyDown(keep, { key: 'Escape' })
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1))
  })
})
