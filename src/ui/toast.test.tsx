import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Toasts, toaster } from './toast.tsx'

afterEach(cleanup)

describe('toaster', () => {
  it('a toast asked for before the toaster has loaded shows once it arrives, with its title and description', async () => {
    render(<Toasts />)
    // Nothing of the toaster is drawn before it is needed.
    expect(screen.queryByRole('region')).toBeNull()
    act(() => toaster.error({ title: 'Failed to save', description: 'The server did not answer' }))
    expect(await screen.findByText('Failed to save')).toBeTruthy()
    expect(screen.getByText('The server did not answer')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy()
  })

  it('once loaded, later toasts show at once', async () => {
    render(<Toasts />)
    act(() => toaster.success({ title: 'Saved' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
  })
})
