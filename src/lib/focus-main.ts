/**
 * After a control removes itself (a banner's Dismiss), focus goes to the page's main content (the skip link's
 * target), not to the document: a keyboard or screen-reader user keeps their place.
 */
export function focusMain() {
  document.getElementById('main')?.focus()
}
