import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ServiceAppliances } from './service-appliances.tsx'

afterEach(cleanup)

describe('ServiceAppliances', () => {
  it('lists what was recorded at the last service with locations, results and alarm expiry', () => {
    render(
      <ServiceAppliances
        recorded={{
          serviceId: 1,
          serviceName: 'Smoke Alarm',
          recordedOn: '2026-03-04',
          appliances: [
            { id: 1, name: 'Smoke alarm', location: 'Hallway', result: 'PASSED', expiresOn: '2031-03' },
            { id: 2, name: 'Smoke alarm', location: 'Bedroom 1', result: 'FAULTY', expiresOn: null },
          ],
        }}
      />,
    )
    expect(screen.getByText('Recorded at the last service (2)')).toBeTruthy()
    expect(screen.getByText('On 04/03/2026')).toBeTruthy()
    const items = within(screen.getByRole('list', { hidden: true, name: 'Smoke Alarm appliances' })).getAllByRole(
      'listitem',
      { hidden: true },
    )
    expect(items.map((li) => li.textContent)).toEqual([
      'Smoke alarm · Hallway · expires 03/2031Passed',
      'Smoke alarm · Bedroom 1Faulty',
    ])
  })

  it('shows nothing when nothing was recorded', () => {
    const { container } = render(<ServiceAppliances recorded={undefined} />)
    expect(container.textContent).toBe('')
  })
})
