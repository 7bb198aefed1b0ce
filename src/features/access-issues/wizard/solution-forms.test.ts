import { parseWithValibot } from '@conform-to/valibot'
import { describe, expect, it } from 'vitest'
import {
  callNoteText,
  issueConfirmFormSchema,
  NOTES_REQUIRED,
  RESOLVED_DATE_IN_PAST,
  RESOLVED_DATE_REQUIRED,
  TENANT_REQUIRED,
} from '../../../contract/access-issues.ts'
import { INVALID_DATE_MESSAGE } from '../../../contract/dates.ts'
import { NOTES_TOO_LONG } from '../../../contract/tenancy.ts'
import { callNotesSchema } from './solution-forms.tsx'

/** The wizard's forms as Conform parses them (empty fields arrive as undefined): every message of §5. */
function form(values: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}
const TODAY = '2026-11-25'
const confirm = (group: Parameters<typeof issueConfirmFormSchema>[0], values: Record<string, string>) =>
  parseWithValibot(form(values), { schema: issueConfirmFormSchema(group, TODAY) })
const call = (values: Record<string, string>) => parseWithValibot(form(values), { schema: callNotesSchema })

describe('issue-confirm form', () => {
  it('CONFIRM: notes and date optional; empty gives nulls', () => {
    const result = confirm('CONFIRM', { notes: '', date: '' })
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toEqual({ notes: null, date: null })
  })
  it('notes required by the group: "Notes are required", also for tags and spaces only', () => {
    expect(confirm('CONFIRM_WITH_NOTES', { notes: '' }).reply().error).toEqual({ notes: [NOTES_REQUIRED] })
    expect(confirm('UPDATE_DETAILS', { notes: ' <b> </b> ' }).reply().error).toEqual({ notes: [NOTES_REQUIRED] })
  })
  it('notes are counted without tags and whitespace: 499 pass, 500 are too long', () => {
    expect(confirm('CONFIRM', { notes: `<p>${'a '.repeat(499)}</p>` }).status).toBe('success')
    expect(confirm('CONFIRM', { notes: 'a'.repeat(500) }).reply().error).toEqual({ notes: [NOTES_TOO_LONG] })
  })
  it('date required by the group, a real dd/mm/yyyy date, not before today', () => {
    expect(confirm('CONFIRM_WITH_DATE', { notes: '' }).reply().error).toEqual({ date: [RESOLVED_DATE_REQUIRED] })
    expect(confirm('CONFIRM_WITH_DATE', { date: '31/02/2026' }).reply().error).toEqual({ date: [INVALID_DATE_MESSAGE] })
    expect(confirm('CONFIRM', { date: '24/11/2026' }).reply().error).toEqual({ date: [RESOLVED_DATE_IN_PAST] })
    const today = confirm('CONFIRM_WITH_DATE', { date: '25/11/2026', notes: ' Keys at the office ' })
    expect(today.status === 'success' && today.value).toEqual({ notes: 'Keys at the office', date: TODAY })
  })
})

describe('call-notes form', () => {
  it('the tenant and the notes are required', () => {
    expect(call({ occupantName: '', notes: '' }).reply().error).toEqual({
      occupantName: [TENANT_REQUIRED],
      notes: [NOTES_REQUIRED],
    })
  })
  it('notes of 500 counted characters are too long', () => {
    expect(call({ occupantName: 'Jane', notes: 'x'.repeat(500) }).reply().error).toEqual({ notes: [NOTES_TOO_LONG] })
  })
  it('the limit is on the notes typed, not on the name the recorded note adds', () => {
    expect(call({ occupantName: 'Jane Citizen-Smith', notes: 'x'.repeat(499) }).status).toBe('success')
  })
  it('records "Called occupant: {name}" then "Notes: …"', () => {
    const result = call({ occupantName: ' Jane Citizen ', notes: 'Will book on Monday' })
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(callNoteText(result.value.occupantName, result.value.notes ?? '')).toBe(
      'Called occupant: Jane Citizen\nNotes: Will book on Monday',
    )
  })
})
