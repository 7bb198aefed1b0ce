import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAIL_INVALID } from '../contract/tenancy.ts'
import { addTags, splitTags, TagsInput } from './tags-input.tsx'

afterEach(cleanup)

function Controlled({ max = 5 }: { max?: number }) {
  const [values, setValues] = useState<string[]>([])
  return (
    <>
      <TagsInput label="To" values={values} onChange={setValues} max={max} />
      <output data-testid="values">{values.join('|')}</output>
    </>
  )
}

const field = () => screen.getByLabelText<HTMLInputElement>('To')
const values = () => screen.getByTestId('values').textContent
const type = (text: string, key = 'Enter') => {
  fireEvent.change(field(), { target: { value: text } })
  fireEvent.keyDown(field(), { key })
}

describe('addTags', () => {
  it('splits on commas, semicolons and spaces, cleans, skips duplicates and stops at the first bad value', () => {
    expect(splitTags(' a@x.com, b@x.com;c@x.com\nd@x.com ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com'])
    expect(addTags(['a@x.com'], 'A@X.com, B@x.com', { max: 5 })).toEqual({
      values: ['a@x.com', 'b@x.com'],
      rest: '',
      error: null,
    })
    expect(addTags([], 'a@x.com, nope, c@x.com', { max: 5 })).toEqual({
      values: ['a@x.com'],
      rest: 'nope, c@x.com',
      error: EMAIL_INVALID,
    })
    expect(addTags(['a@x.com'], 'b@x.com', { max: 1 })).toMatchObject({
      values: ['a@x.com'],
      error: 'At most 1 addresses',
    })
  })
})

describe('TagsInput', () => {
  it('adds a valid email on Enter or comma, lower-cased, and removes it with its button', () => {
    render(<Controlled />)
    type('Tenant@Example.com')
    type('other@example.com', ',')
    expect(values()).toBe('tenant@example.com|other@example.com')
    expect(field().value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Remove tenant@example.com' }))
    expect(values()).toBe('other@example.com')
    // The removed tag's button is gone: focus is back in the field, not on the page.
    expect(document.activeElement).toBe(field())
  })

  it('refuses an invalid email with the message, keeping the text to fix', () => {
    render(<Controlled />)
    type('not-an-email')
    expect(values()).toBe('')
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_INVALID)
    expect(field().value).toBe('not-an-email')
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('adds on leaving the field, Backspace in the empty field removes the last, and it is disabled at max', () => {
    render(<Controlled max={2} />)
    fireEvent.change(field(), { target: { value: 'a@x.com' } })
    fireEvent.blur(field())
    type('b@x.com')
    expect(values()).toBe('a@x.com|b@x.com')
    expect(field().disabled).toBe(true)
    expect(field().placeholder).toBe('At most 2 addresses')
    fireEvent.click(screen.getByRole('button', { name: 'Remove b@x.com' }))
    // Enabled again, and focused, though it was disabled when the button was pressed.
    expect(document.activeElement).toBe(field())
    fireEvent.keyDown(field(), { key: 'Backspace' })
    expect(values()).toBe('')
  })

  it('adds each address of a pasted list', () => {
    render(<Controlled />)
    fireEvent.paste(field(), { clipboardData: { getData: () => 'a@x.com; b@x.com' } })
    expect(values()).toBe('a@x.com|b@x.com')
  })
})
