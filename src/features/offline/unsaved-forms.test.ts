import { afterEach, describe, expect, it } from 'vitest'
import { formatSavedTime } from './format-saved-time.ts'
import { hasUnsavedForms } from './unsaved-forms.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('hasUnsavedForms', () => {
  it('is false for untouched forms and true once a field changes', () => {
    document.body.innerHTML =
      '<form><input name="a" value="x"><textarea name="b">t</textarea><input type="checkbox" name="c"></form>'
    expect(hasUnsavedForms()).toBe(false)
    const input = document.querySelector('input[name="a"]') as HTMLInputElement
    input.value = 'changed'
    expect(hasUnsavedForms()).toBe(true)
    input.value = 'x'
    ;(document.querySelector('input[name="c"]') as HTMLInputElement).checked = true
    expect(hasUnsavedForms()).toBe(true)
  })

  it('counts an open dialog with fields as work in progress, and ignores search boxes', () => {
    document.body.innerHTML = '<form><input type="search" name="q"></form>'
    ;(document.querySelector('input') as HTMLInputElement).value = 'typed'
    expect(hasUnsavedForms()).toBe(false)
    document.body.innerHTML += '<div role="dialog"><input name="key"></div>'
    expect(hasUnsavedForms()).toBe(true)
  })
})

describe('formatSavedTime', () => {
  it('gives the time alone today, and the date too on another day', () => {
    const at = new Date(2026, 10, 21, 10, 42).getTime()
    expect(formatSavedTime(at, new Date(2026, 10, 21, 18, 0).getTime())).toMatch(/^10:42\sam$/)
    expect(formatSavedTime(at, new Date(2026, 10, 22, 9, 0).getTime())).toMatch(/^10:42\sam on 21\/11\/2026$/)
  })
})
