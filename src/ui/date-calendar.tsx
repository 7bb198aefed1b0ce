import { DatePicker, type DateValue, datePickerAnatomy, parseDate } from '@ark-ui/react/date-picker'
import { useEffect, useRef } from 'react'
import { css, sva } from '../../styled-system/css'

/*
 * The calendar of the date input: Ark's DatePicker, inline, in its own chunk (loaded on the first open), so no
 * screen pays for it before a calendar is asked for. en-AU: weeks start on Monday, days and months in Australian
 * English, every day button named with its full date for screen readers.
 */

const navButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '11',
  height: '11',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  _disabled: { color: 'gray.400', cursor: 'not-allowed' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
} as const

const select = {
  flex: '1',
  minWidth: '0',
  minHeight: '11',
  px: '2',
  border: '1px solid',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  fontSize: 'sm',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
} as const

const calendarRecipe = sva({
  slots: datePickerAnatomy.keys(),
  base: {
    root: {
      display: 'grid',
      gap: '2',
      width: 'min(22rem, 100%)',
      bg: 'white',
      // On a phone the grid takes the whole width, so each day keeps a 44 px target; framed from sm up.
      p: { base: '0', sm: '3' },
      borderWidth: { base: '0', sm: '1px' },
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: { base: 'none', sm: 'md' },
    },
    view: { display: 'grid', gap: '2' },
    viewControl: { display: 'flex', alignItems: 'center', gap: '1' },
    prevTrigger: navButton,
    nextTrigger: navButton,
    monthSelect: select,
    yearSelect: select,
    table: { width: 'full', borderCollapse: 'collapse', tableLayout: 'fixed' },
    tableHeader: { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', py: '1', textAlign: 'center' },
    tableCell: { p: '0', textAlign: 'center' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // 44 px touch targets where the width allows; a 360 px phone gives each of 7 columns a little less.
      width: 'full',
      maxWidth: '11',
      height: '11',
      borderRadius: 'md',
      fontSize: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'brand.50' },
      '&[data-today]': { fontWeight: 'bold', textDecoration: 'underline' },
      '&[data-selected]': { bg: 'accent', color: 'white' },
      '&[data-outside-range]': { color: 'gray.400' },
      '&[data-disabled], &[data-unavailable]': {
        color: 'gray.400',
        cursor: 'not-allowed',
        textDecoration: 'line-through',
      },
      _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
    },
  },
})

const isoOf = (value: DateValue) => value.toString().slice(0, 10)
const dateOf = (iso: string | undefined) => {
  if (!iso) return undefined
  try {
    return parseDate(iso)
  } catch {
    return undefined
  }
}

export type DateCalendarProps = {
  id: string
  /** What the calendar is for, e.g. 'Hold from'. */
  label: string
  /** The chosen date (yyyy-MM-dd), if the field holds one. */
  value: string | null
  min?: string
  max?: string
  timeZone: string
  onSelect: (iso: string) => void
  onClose: () => void
}

/** The open calendar: focus starts on the chosen day (or today); Escape closes it. */
export function DateCalendar({ id, label, value, min, max, timeZone, onSelect, onClose }: DateCalendarProps) {
  const classes = calendarRecipe()
  const root = useRef<HTMLDivElement>(null)
  const selected = dateOf(value ?? undefined)
  const frame = useRef<HTMLFieldSetElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][tabindex="0"]')?.focus()
    // Escape in the calendar closes the calendar only. A dialog around the form listens on the document, so this
    // listens first, on the window in the capture phase, and keeps the key from reaching it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Node) || !frame.current?.contains(event.target)) return
      event.stopPropagation()
      closeRef.current()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
  return (
    <fieldset
      ref={frame}
      id={id}
      aria-label={`Calendar: ${label}`}
      className={css({ border: '0', p: '0', m: '0', minWidth: '0' })}
    >
      <DatePicker.Root
        ref={root}
        inline
        locale="en-AU"
        timeZone={timeZone}
        startOfWeek={1}
        selectionMode="single"
        value={selected ? [selected] : []}
        defaultFocusedValue={selected}
        min={dateOf(min)}
        max={dateOf(max)}
        onValueChange={(details) => {
          const [date] = details.value
          if (date) onSelect(isoOf(date))
        }}
        className={classes.root}
      >
        <DatePicker.View view="day" className={classes.view}>
          <DatePicker.Context>
            {(api) => (
              <>
                <DatePicker.ViewControl className={classes.viewControl}>
                  <DatePicker.PrevTrigger className={classes.prevTrigger} aria-label="Previous month">
                    <Chevron direction="left" />
                  </DatePicker.PrevTrigger>
                  <DatePicker.MonthSelect className={classes.monthSelect} aria-label="Month" />
                  <DatePicker.YearSelect className={classes.yearSelect} aria-label="Year" />
                  <DatePicker.NextTrigger className={classes.nextTrigger} aria-label="Next month">
                    <Chevron direction="right" />
                  </DatePicker.NextTrigger>
                </DatePicker.ViewControl>
                <DatePicker.Table className={classes.table}>
                  <DatePicker.TableHead>
                    <DatePicker.TableRow>
                      {api.weekDays.map((day) => (
                        <DatePicker.TableHeader key={day.long} className={classes.tableHeader} abbr={day.long}>
                          {day.narrow}
                        </DatePicker.TableHeader>
                      ))}
                    </DatePicker.TableRow>
                  </DatePicker.TableHead>
                  <DatePicker.TableBody>
                    {api.weeks.map((week) => (
                      <DatePicker.TableRow key={week[0]?.toString()}>
                        {week.map((day) => (
                          <DatePicker.TableCell key={day.toString()} value={day} className={classes.tableCell}>
                            <DatePicker.TableCellTrigger className={classes.tableCellTrigger}>
                              {day.day}
                            </DatePicker.TableCellTrigger>
                          </DatePicker.TableCell>
                        ))}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
              </>
            )}
          </DatePicker.Context>
        </DatePicker.View>
      </DatePicker.Root>
    </fieldset>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" />
    </svg>
  )
}
