import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Menu } from './menu.tsx'
import { markFirstScreenSettled, setFirstScreenBusy } from './use-idle.ts'

function UserMenu() {
  return (
    <Menu.DeferredRoot trigger={{ children: 'Jordan' }}>
      <Menu.Content>
        <Menu.Item value="settings">Settings</Menu.Item>
      </Menu.Content>
    </Menu.DeferredRoot>
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  markFirstScreenSettled()
  setFirstScreenBusy(() => false)
})

describe('Menu', () => {
  it('closes on Escape pressed on its button at once, before the menu has taken focus', async () => {
    // The frame in which the menu takes focus and starts listening has not come yet (a busy phone).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    render(<UserMenu />)
    // The first screen has settled (tests start there): the menu arms, its Ark parts loaded, and its button is Ark's.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jordan' }).hasAttribute('data-scope')).toBe(true))
    const trigger = screen.getByRole('button', { name: 'Jordan' })
    trigger.focus()
    fireEvent.click(trigger)
    await screen.findByRole('menu')
    expect(document.activeElement).toBe(trigger)
    fireEvent.keyDown(trigger, { key: 'Escape' })
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
  })

  it('a deferred menu is a plain button until pressed, then opens at once with focus in it', async () => {
    // The first screen is still loading: the menu's machine has not started.
    markFirstScreenSettled(false)
    setFirstScreenBusy(() => true)
    render(
      <Menu.DeferredRoot trigger={{ 'aria-label': 'User menu', children: 'JO' }}>
        <Menu.Content>
          <Menu.Item value="settings">Settings</Menu.Item>
        </Menu.Content>
      </Menu.DeferredRoot>,
    )
    const plain = screen.getByRole('button', { name: 'User menu' })
    expect(plain.getAttribute('aria-haspopup')).toBe('menu')
    expect(plain.getAttribute('aria-expanded')).toBe('false')
    expect(plain.hasAttribute('data-scope')).toBe(false)
    fireEvent.click(plain)
    const item = await screen.findByRole('menuitem', { name: 'Settings' })
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true))
    const trigger = screen.getByRole('button', { name: 'User menu' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(item, { key: 'Escape' })
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'))
  })
})
