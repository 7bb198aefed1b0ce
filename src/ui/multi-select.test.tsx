import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { MultiSelect } from './multi-select.tsx'

afterEach(cleanup)

function Services() {
  const [chosen, setChosen] = useState<number[]>([])
  return (
    <MultiSelect
      label="Services"
      allText="All services"
      popoverLabel="Filter by service"
      legend="Services"
      options={[
        { value: 1, label: 'Smoke alarm' },
        { value: 2, label: 'Gas' },
      ]}
      selected={chosen}
      onToggle={(id, on) => setChosen((now) => (on ? [...now, id] : now.filter((c) => c !== id)))}
    >
      <p>Match</p>
    </MultiSelect>
  )
}

describe('MultiSelect', () => {
  it("says 'All …' until something is chosen, then how many; each tick applies at once", async () => {
    render(<Services />)
    const button = screen.getByRole('button', { name: 'Services All services' })
    fireEvent.click(button)
    const popover = await screen.findByRole('dialog', { name: 'Filter by service' })
    expect(popover.textContent).toContain('Match')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Smoke alarm' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gas' }))
    expect(button.textContent).toBe('2 selected')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gas' }))
    expect(button.textContent).toBe('1 selected')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Smoke alarm' }).checked).toBe(true)
  })
})
