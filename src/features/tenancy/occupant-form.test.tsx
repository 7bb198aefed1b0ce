import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OccupantForm } from './occupant-form.tsx'

afterEach(cleanup)

const numberInputs = () => screen.queryAllByLabelText(/^Contact number \d+$/)
const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } })

function renderForm(occupant: Parameters<typeof OccupantForm>[0]['occupant'] = null) {
  const onSave = vi.fn()
  render(<OccupantForm occupant={occupant} onSave={onSave} onBack={vi.fn()} onDirtyChange={vi.fn()} />)
  return onSave
}

describe('OccupantForm', () => {
  it('starts a new occupant with one blank Mobile number, and adds and removes numbers', async () => {
    renderForm()
    expect(numberInputs()).toHaveLength(1)
    expect((screen.getByLabelText('Contact number 1 type') as HTMLSelectElement).value).toBe('MOBILE')
    fireEvent.click(screen.getByRole('button', { name: 'Add contact number' }))
    await waitFor(() => expect(numberInputs()).toHaveLength(2))
    expect((screen.getByLabelText('Contact number 2 type') as HTMLSelectElement).value).toBe('MOBILE')
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact number 1' }))
    await waitFor(() => expect(numberInputs()).toHaveLength(1))
  })

  it('shows each rule’s message under its field', async () => {
    renderForm()
    type(screen.getByLabelText('Name'), 'Jo')
    type(screen.getByLabelText('Email'), 'jo@')
    type(screen.getByLabelText('Contact number 1'), '123')
    fireEvent.click(screen.getByRole('button', { name: 'Save occupant' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getByText('Please enter a valid contact number')).toBeTruthy()
  })

  it('saves an edited occupant with numbers in international form, keeping each number’s id', async () => {
    const onSave = renderForm({
      occupantId: 3,
      name: 'Sam',
      email: null,
      contactNumbers: [{ contactNumberId: 9, number: '+61398765432', type: 'HOME' }],
    })
    const [first] = numberInputs()
    expect((first as HTMLInputElement).value).toBe('(03) 9876 5432')
    fireEvent.click(screen.getByRole('button', { name: 'Add contact number' }))
    await waitFor(() => expect(numberInputs()).toHaveLength(2))
    type(screen.getByLabelText('Contact number 2'), '0412 345 678')
    fireEvent.change(screen.getByLabelText('Contact number 2 type'), { target: { value: 'OFFICE' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save occupant' }))
    await waitFor(() => expect(onSave).toHaveBeenCalled())
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      name: 'Sam',
      email: null,
      contactNumbers: [
        { contactNumberId: 9, number: '+61398765432', type: 'HOME' },
        { number: '+61412345678', type: 'OFFICE' },
      ],
    })
  })
})
