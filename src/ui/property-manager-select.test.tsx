import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PropertyManagerSelect } from './property-manager-select.tsx'

afterEach(cleanup)

const managers = [
  { id: 3, name: 'Olivia Bennett' },
  { id: 7, name: 'Grace Whitfield' },
]
const options = () => screen.getAllByRole('option').map((o) => o.textContent)

describe('PropertyManagerSelect', () => {
  it("offers 'All property managers' and the agency's, and tells the chosen id (undefined for all)", () => {
    const onChange = vi.fn()
    render(<PropertyManagerSelect value={undefined} managers={managers} onChange={onChange} />)
    expect(options()).toEqual(['All property managers', 'Olivia Bennett', 'Grace Whitfield'])
    const select = screen.getByLabelText<HTMLSelectElement>('Property manager')
    fireEvent.change(select, { target: { value: '7' } })
    expect(onChange).toHaveBeenLastCalledWith(7)
    fireEvent.change(select, { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith(undefined)
  })

  it("a preset manager not (yet) in the list never reads as 'All property managers'", () => {
    render(<PropertyManagerSelect value={9} managers={[]} onChange={() => {}} />)
    const select = screen.getByLabelText<HTMLSelectElement>('Property manager')
    expect(select.selectedOptions[0]?.textContent).toBe('Selected property manager')
  })
})
