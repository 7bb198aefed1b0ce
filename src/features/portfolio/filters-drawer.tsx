import { type ReactNode, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { Button, buttonRecipe, Drawer } from '../../ui/index.ts'

type Props = {
  /** Filters applied, shown on the button so a closed drawer still says the list is filtered. */
  activeCount: number
  /** Matches so far, for the button that closes the drawer; undefined while the first page loads. */
  total: number | undefined
  onClear: (() => void) | undefined
  children: ReactNode
  className?: string
}

/**
 * The filters on narrow screens: a 'Filters' button opening a drawer. Each change applies at once (the list
 * behind updates), so closing it is all 'Show properties' needs to do.
 */
export function FiltersDrawer({ activeCount, total, onClear, children, className }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger
        aria-label={activeCount > 0 ? `Filters, ${activeCount} active` : 'Filters'}
        className={cx(buttonRecipe({ variant: 'outline' }), className)}
      >
        Filters
        {activeCount > 0 && (
          <span
            aria-hidden
            className={css({
              minWidth: '6',
              height: '6',
              px: '1.5',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'full',
              bg: 'brand.600',
              color: 'white',
              fontSize: 'xs',
            })}
          >
            {activeCount}
          </span>
        )}
      </Drawer.Trigger>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Filters</Drawer.Title>
          <Drawer.CloseTrigger label="Close filters" />
        </Drawer.Header>
        <Drawer.Body className={css({ px: '4', py: '4' })}>{children}</Drawer.Body>
        <div
          className={css({
            display: 'flex',
            gap: '2',
            p: '4',
            borderTopWidth: '1px',
            borderColor: 'border',
            flexShrink: 0,
          })}
        >
          {onClear && (
            <Button variant="outline" onClick={onClear}>
              Clear filters
            </Button>
          )}
          <Button className={css({ flex: '1' })} onClick={() => setOpen(false)}>
            {total === undefined ? 'Show properties' : `Show ${total} ${total === 1 ? 'property' : 'properties'}`}
          </Button>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  )
}
