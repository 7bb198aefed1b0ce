import DOMPurify from 'dompurify'

/** Links that may stay in a preview: web and mail addresses, and fragments. */
const SAFE_HREF = /^(https?:|mailto:|#)/i
/** Images: the product's own (relative), web addresses, inline data images and the message's cid: parts. */
const SAFE_SRC = /^(\/(?!\/)|https?:|data:image\/(png|jpeg|gif|webp);|cid:)/i

let purifier: ReturnType<typeof DOMPurify> | null = null
/** One DOMPurify bound to this window, made on first use (the module may load before a test's DOM exists). */
function purify() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A') {
      const href = node.getAttribute('href')
      if (href !== null && !SAFE_HREF.test(href.trim())) node.removeAttribute('href')
      // Never navigate the preview itself; a link opens in a new tab without a handle back to the portal.
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
    if (node instanceof Element && node.tagName === 'IMG') {
      const src = node.getAttribute('src')
      if (src !== null && !SAFE_SRC.test(src.trim())) node.removeAttribute('src')
    }
  })
  return purifier
}

let probed: boolean | null = null
/** A DOM that parses but cannot remove nodes (some test DOMs) leaves the input as it was: checked once. */
function works(instance: ReturnType<typeof DOMPurify>) {
  probed ??= !/onerror/i.test(instance.sanitize('<img src="x" onerror="1">'))
  return probed
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * The server's preview HTML made safe again in the browser (it is sanitised on the server too): no script,
 * no event handler, no javascript: or other odd URL, no form, frame, object, base or meta refresh. Styles stay
 * (the preview is shown in a sandboxed frame, so they cannot reach the page).
 */
export function sanitizeEmailHtml(html: string): string {
  const instance = purify()
  // Where DOMPurify cannot work it hands the input back untouched: show the text instead, never the HTML.
  if (!instance.isSupported || !works(instance)) return `<pre>${escapeHtml(html)}</pre>`
  return instance.sanitize(html, {
    // The body's content (a head's <style> is kept by FORCE_BODY when it leads the fragment).
    FORCE_BODY: true,
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'meta',
      'link',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'background', 'ping'],
    ALLOW_DATA_ATTR: false,
  })
}
