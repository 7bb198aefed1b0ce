import { type ReactNode, useId } from 'react'
import { css } from '../../styled-system/css'
import { Button } from './button.tsx'
import { CheckboxField } from './field.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { Popover } from './popover.tsx'

type Props<T extends number | string> = {
  /** The filter's name above its button: 'Category', 'Services'. */
  label: string
  /** The button's text while nothing is chosen: 'All categories'. */
  allText: string
  /** Names the popover for screen readers: 'Filter by category'. */
  popoverLabel: string
  legend: string
  options: readonly { value: T; label: ReactNode }[]
  selected: readonly T[]
  onToggle: (value: T, on: boolean) => void
  /** Above the checkboxes: loading or failure of the options. */
  status?: ReactNode
  /** Below the checkboxes: how the chosen ones combine, for example. */
  children?: ReactNode
}

/**
 * The app's multi-select filter: a button saying what is chosen ('All …' or 'n selected') that opens the options
 * as checkboxes, each change applied at once. Tap-driven, so it works the same on a phone and with a keyboard.
 */
export function MultiSelect<T extends number | string>(props: Props<T>) {
  const { label, allText, popoverLabel, legend, options, selected, onToggle, status, children } = props
  const labelId = useId()
  const buttonId = useId()
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <span className={css({ fontWeight: 'semibold' })} id={labelId}>
        {label}
      </span>
      <Popover.Root positioning={{ placement: 'bottom-start' }}>
        <Popover.Trigger asChild>
          <Button
            id={buttonId}
            variant="outline"
            aria-labelledby={`${labelId} ${buttonId}`}
            className={css({ justifyContent: 'space-between', minWidth: { md: '56' } })}
          >
            {selected.length === 0 ? allText : `${selected.length} selected`}
            <ChevronDownIcon />
          </Button>
        </Popover.Trigger>
        <Popover.Content aria-label={popoverLabel}>
          <fieldset>
            <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{legend}</legend>
            {status}
            {options.map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
            ))}
          </fieldset>
          {children}
        </Popover.Content>
      </Popover.Root>
    </div>
  )
}
