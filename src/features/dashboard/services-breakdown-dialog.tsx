import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { SERVICES } from '../../contract/catalog.ts'
import type { ServiceBreakdownKey, Stats } from '../../contract/stats.ts'
import { formatCount } from '../../lib/number-format.ts'
import { Dialog } from '../../ui/index.ts'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  breakdown: Stats['portfolioStats']['SERVICES_BREAKDOWN']
  managerId: number | undefined
}

/** How many properties each service is on; each number opens the portfolio filtered to that service. */
export function ServicesBreakdownDialog({ open, onOpenChange, breakdown, managerId }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content>
        <Dialog.Header>Services breakdown</Dialog.Header>
        <Dialog.Description>Properties on service, by service.</Dialog.Description>
        <ul className={css({ display: 'grid', gap: '1' })}>
          {SERVICES.map((service) => (
            <li key={service.id}>
              <Link
                to="/portfolio"
                search={{ service: [service.id], 'property-manager': managerId }}
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  minHeight: '11',
                  px: '3',
                  borderRadius: 'md',
                  color: 'accent',
                  _hover: { bg: 'brand.50' },
                  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500' },
                })}
              >
                <span>{service.name}</span>
                <span className={css({ fontWeight: 'bold', color: 'fg' })}>
                  {formatCount(breakdown[service.shortName as ServiceBreakdownKey])}
                  <span className={css({ srOnly: true })}> properties</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  )
}
