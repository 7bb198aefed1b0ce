import type { Locator } from '@playwright/test'

/** The app's one date input (src/ui/date-input.tsx): the typed field, its calendar button and the open calendar. */
export class DateInputModel {
  constructor(
    readonly scope: Locator,
    readonly label: string,
  ) {}

  field = () => this.scope.getByRole('textbox', { name: this.label, exact: true })
  calendarButton = () => this.field().locator('xpath=following-sibling::button[1]')
  calendar = () => this.scope.getByRole('group', { name: `Calendar: ${this.label}` })
  /** The calendar's day grid. */
  days = () => this.calendar().getByRole('grid')
  month = () => this.calendar().getByRole('combobox', { name: 'Month' })
  year = () => this.calendar().getByRole('combobox', { name: 'Year' })
}
