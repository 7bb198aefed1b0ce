import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { NeedsConnectionButton } from './needs-connection.tsx'

afterEach(() => {
  cleanup()
  onlineManager.setOnline(true)
})

describe('NeedsConnectionButton', () => {
  it('is enabled online; offline it is disabled and described by the reason shown under it', () => {
    render(<NeedsConnectionButton action="Updating keys">Update keys</NeedsConnectionButton>)
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Update keys' })
    const description = () => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent
    expect(button.disabled).toBe(false)
    expect(button.hasAttribute('aria-describedby')).toBe(false)
    act(() => onlineManager.setOnline(false))
    expect(button.disabled).toBe(true)
    expect(description()).toBe("You're offline. Updating keys needs a connection: try again when you're back online.")
    act(() => onlineManager.setOnline(true))
    expect(button.disabled).toBe(false)
  })
})
