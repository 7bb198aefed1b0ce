/**
 * Whether the page holds unsaved input: a dialog with form fields is open (the app's forms and wizards
 * live in dialogs), or a field anywhere differs from its initial value. Read at the moment of asking,
 * so no form needs to register itself.
 */
export function hasUnsavedForms(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"] :is(input, select, textarea):not([type="hidden"])')) return true
  for (const field of Array.from(doc.querySelectorAll<HTMLElement>('form :is(input, select, textarea)'))) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) return true
      } else if (field.type !== 'hidden' && field.type !== 'search' && field.value !== field.defaultValue) return true
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((o) => o.selected !== o.defaultSelected)) return true
    }
  }
  return false
}
