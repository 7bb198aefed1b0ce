import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DateInput } from './date-input.tsx'

afterEach(cleanup)

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateInput
        id="hold-from"
        label="Hold from"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        range={{ min: '2026-01-01', max: '2026-12-31' }}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Hold from' })
const openCalendar = () => fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }))

describe('DateInput', () => {
  it('is a text field for dd/mm/yyyy, not the browser date field, and gives eight digits their slashes', () => {
    render(<Controlled />)
    expect(field().type).toBe('text')
    expect(field().placeholder).toBe('dd/mm/yyyy')
    fireEvent.input(field(), { target: { value: '05032026' } })
    expect(screen.getByTestId('value').textContent).toBe('05/03/2026')
  })

  it('opens the calendar on the date in the field, and a picked day reaches a controlled form as dd/mm/yyyy', async () => {
    render(<Controlled initial="05/03/2026" />)
    openCalendar()
    const day = await screen.findByRole('button', { name: /20 March 2026/ })
    fireEvent.click(day)
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('20/03/2026'))
    // The typed value can commit a render before the close does (the calendar answers outside React's event).
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Calendar: Hold from' })).toBeNull())
    expect(document.activeElement).toBe(field())
  })

  it('writes a picked day into an uncontrolled field (Conform) with an input event', async () => {
    const seen: string[] = []
    render(
      <form onInput={(event) => seen.push((event.target as HTMLInputElement).value)}>
        <DateInput id="start" name="startedAt" label="Start date" defaultValue="01/02/2026" />
      </form>,
    )
    openCalendar()
    fireEvent.click(await screen.findByRole('button', { name: /14 February 2026/ }))
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Start date' }).value).toBe('14/02/2026'),
    )
    expect(seen).toContain('14/02/2026')
  })

  it('closes the calendar on Escape, back to its button', async () => {
    render(<Controlled initial="05/03/2026" />)
    openCalendar()
    const calendar = await screen.findByRole('group', { name: 'Calendar: Hold from' })
    fireEvent.keyDown(calendar.querySelector('[data-part="table-cell-trigger"]') ?? calendar, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Calendar: Hold from' })).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open calendar' }))
  })

  it('offers no calendar for a read-only field', () => {
    render(<DateInput id="end" label="End date" defaultValue="01/02/2026" readOnly />)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Open calendar' }).disabled).toBe(true)
  })
})
