import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RenderInSlices } from './render-in-slices.tsx'

describe('RenderInSlices', () => {
  it('shows its children once mounted, and keeps them', async () => {
    const { rerender } = render(
      <RenderInSlices>
        <h1>Dashboard</h1>
      </RenderInSlices>,
    )
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    rerender(
      <RenderInSlices>
        <h1>Portfolio</h1>
      </RenderInSlices>,
    )
    expect(screen.getByRole('heading', { name: 'Portfolio' })).toBeTruthy()
  })
})
