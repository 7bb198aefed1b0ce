import { Combobox as ArkCombobox, comboboxAnatomy, createListCollection } from '@ark-ui/react/combobox'
import { type ReactNode, useMemo } from 'react'
import { css, cx, sva } from '../../styled-system/css'
import { fieldControl } from './field.tsx'

const comboboxRecipe = sva({
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'grid', gap: '1.5', mb: '4' },
    label: { fontWeight: 'semibold' },
    positioner: { zIndex: 'dropdown', width: 'var(--reference-width)' },
    content: {
      bg: 'white',
      color: 'fg',
      maxHeight: '72',
      overflowY: 'auto',
      py: '1',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border',
      boxShadow: 'lg',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      // 44 px touch targets: the creator is used on phones.
      minHeight: '11',
      px: '3',
      py: '2',
      cursor: 'pointer',
      overflowWrap: 'anywhere',
      _highlighted: { bg: 'brand.50', color: 'brand.700' },
    },
  },
})

export type ComboboxFieldProps<T> = {
  id: string
  label: ReactNode
  /** The options for the text typed so far (the caller searches: nothing is filtered here). */
  items: readonly T[]
  itemToString: (item: T) => string
  itemToValue: (item: T) => string
  inputValue: string
  onInputValueChange: (text: string) => void
  onSelect: (item: T) => void
  /** Shown in the list when it has no options (e.g. 'Searching…', 'No suburbs found'). */
  emptyText?: string
  hint?: ReactNode
  errors?: string[]
  placeholder?: string
  /** Extra text said with the field (e.g. what the status region says). */
  describedBy?: string
}

/**
 * A text field with a list of options the caller finds for what is typed (an address type-ahead, a suburb).
 * Ark's combobox gives the ARIA combobox pattern: arrow keys move through the options, Enter picks, Escape
 * closes. The list stays in place (no portal) so it works inside a modal's focus trap.
 */
export function ComboboxField<T>({
  id,
  label,
  items,
  itemToString,
  itemToValue,
  inputValue,
  onInputValueChange,
  onSelect,
  emptyText,
  hint,
  errors,
  placeholder,
  describedBy,
}: ComboboxFieldProps<T>) {
  const classes = comboboxRecipe()
  const collection = useMemo(
    () => createListCollection<T>({ items: [...items], itemToString, itemToValue }),
    [items, itemToString, itemToValue],
  )
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [hint ? hintId : null, errors?.[0] ? errorId : null, describedBy ?? null].filter(Boolean)
  return (
    <ArkCombobox.Root
      className={classes.root}
      collection={collection}
      ids={{ input: id }}
      inputValue={inputValue}
      onInputValueChange={(details) => onInputValueChange(details.inputValue)}
      onValueChange={(details) => {
        const item = details.items[0]
        if (item !== undefined) onSelect(item)
      }}
      inputBehavior="autohighlight"
      selectionBehavior="replace"
      allowCustomValue
      invalid={Boolean(errors?.[0])}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
    >
      <ArkCombobox.Label className={classes.label}>{label}</ArkCombobox.Label>
      {hint && (
        <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {hint}
        </p>
      )}
      <ArkCombobox.Control>
        <ArkCombobox.Input
          className={cx(fieldControl)}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={Boolean(errors?.[0])}
          aria-describedby={described.length ? described.join(' ') : undefined}
        />
      </ArkCombobox.Control>
      {errors?.[0] && (
        <p id={errorId} role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
          {errors[0]}
        </p>
      )}
      <ArkCombobox.Positioner className={classes.positioner}>
        <ArkCombobox.Content className={classes.content}>
          {items.length === 0 && emptyText ? (
            <p className={css({ px: '3', py: '2', color: 'fg.muted' })}>{emptyText}</p>
          ) : (
            items.map((item) => (
              <ArkCombobox.Item key={itemToValue(item)} item={item} className={classes.item}>
                <ArkCombobox.ItemText>{itemToString(item)}</ArkCombobox.ItemText>
              </ArkCombobox.Item>
            ))
          )}
        </ArkCombobox.Content>
      </ArkCombobox.Positioner>
    </ArkCombobox.Root>
  )
}
