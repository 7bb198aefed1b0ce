import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Banner } from './banner.tsx'
import { FullPageLoader } from './full-page-loader.tsx'
import { Breadcrumbs, TitleBlock } from './title-block.tsx'

afterEach(cleanup)

describe('TitleBlock', () => {
  it('renders one h1 with its description, aside and breadcrumbs', () => {
    render(
      <TitleBlock
        title="Portfolio"
        description="Every property you manage"
        breadcrumbs={
          <Breadcrumbs.Root>
            <span>Home</span>
            <Breadcrumbs.Current>Portfolio</Breadcrumbs.Current>
          </Breadcrumbs.Root>
        }
        aside={<button type="button">Export</button>}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Portfolio')
    expect(screen.getByText('Every property you manage')).toBeTruthy()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(crumbs.querySelectorAll('li')).toHaveLength(2)
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('Portfolio')
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
  })
})

describe('FullPageLoader', () => {
  it('announces its text as a status', () => {
    render(<FullPageLoader text="We're signing you in..." />)
    expect(screen.getByRole('status').textContent).toBe("We're signing you in...")
  })

  it('falls back to a hidden label', () => {
    render(<FullPageLoader />)
    expect(screen.getByRole('status').textContent).toBe('Loading')
  })
})

describe('Banner', () => {
  it('interrupts for warnings and stays polite for information', () => {
    render(
      <>
        <Banner
          tone="danger"
          title="We're sorry, your session has expired."
          actions={<a href="/auth/login">Log in</a>}
        />
        <Banner tone="info">Scheduled maintenance on Saturday.</Banner>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toContain("We're sorry, your session has expired.")
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Scheduled maintenance')
  })

  it('lets the caller choose the role', () => {
    render(<Banner tone="warning" role="region" aria-label="Impersonation" title="Impersonating" />)
    expect(screen.getByRole('region', { name: 'Impersonation' })).toBeTruthy()
  })
})
