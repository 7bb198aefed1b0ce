import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { HELP_EMAIL } from '../../contract/provider.ts'
import { AppFooter } from './app-footer.tsx'

afterEach(cleanup)

describe('the footer', () => {
  it('has the help and feedback links (foundations §1)', () => {
    render(<AppFooter />)
    expect(screen.getByRole('link', { name: /Help centre/ }).getAttribute('href')).toBe(
      'https://help.complianceportal.com.au',
    )
    const feedback = new URL(screen.getByRole('link', { name: 'Send feedback' }).getAttribute('href') ?? '')
    expect(feedback.protocol).toBe('mailto:')
    expect(feedback.pathname).toBe(HELP_EMAIL)
    expect(feedback.searchParams.get('subject')).toBe('Feedback on the Agency Compliance Portal')
  })
})
