import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAIL_MESSAGE_MAX, EMAIL_TEXTS, emailMessageLength } from '../contract/email.ts'
import { CharacterCounter } from './rich-text-editor.tsx'

afterEach(cleanup)

describe('CharacterCounter', () => {
  it("says 'n / max characters' in the muted colour up to the limit", () => {
    render(<CharacterCounter id="c" length={499} max={EMAIL_MESSAGE_MAX} />)
    const counter = screen.getByText(EMAIL_TEXTS.counter(499))
    expect(counter.textContent).toBe('499 / 499 characters')
    expect(counter.dataset.over).toBeUndefined()
  })

  it('turns red one past the limit', () => {
    render(<CharacterCounter id="c" length={500} max={EMAIL_MESSAGE_MAX} />)
    expect(screen.getByText('500 / 499 characters').dataset.over).toBe('true')
  })

  it('counts the plain text of the HTML: tags, images and entities are not characters of their own', () => {
    expect(emailMessageLength('<p>Hi <strong>there</strong></p><p><img src="/v1/misc/image/x" width="200"></p>')).toBe(
      8,
    )
    expect(emailMessageLength('<p>a &amp; b</p>')).toBe(5)
    expect(emailMessageLength(`<p>${'x'.repeat(500)}</p>`)).toBeGreaterThan(EMAIL_MESSAGE_MAX)
  })
})
