import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Menu } from './menu.tsx'

function UserMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger>Jordan</Menu.Trigger>
      <Menu.Content>
        <Menu.Item value="settings">Settings</Menu.Item>
      </Menu.Content>
    </Menu.Root>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('Menu', () => {
  it('closes on Escape pressed on its button at once, before the menu has taken focus', async () => {
    // The frame in which the menu takes focus and starts listening has not come yet (a busy phone).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    render(<UserMenu />)
    const trigger = screen.getByRole('button', { name: 'Jordan' })
    trigger.focus()
    fireEvent.click(trigger)
    await screen.findByRole('menu')
    expect(document.activeElement).toBe(trigger)
    fireEvent.keyDown(trigger, { key: 'Escape' })
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
  })
})
