import sanitizeHtml from 'sanitize-html'
import { EMAIL_IMAGE_WIDTH_PX, emailImageIdOf } from '../../src/contract/email.ts'

/**
 * The only HTML an email may carry: what the editor makes (paragraphs, bold, italic, lists, links, images)
 * and the template's own few tags. Everything else goes: scripts, styles, frames, forms, event handlers,
 * and any URL that is not http(s)/mailto (javascript:, data:, vbscript:). Images survive only when they are
 * the agency's uploaded images; `imageSrc` says what their src becomes (the product's URL in a preview,
 * cid: in the sent message).
 */
export function sanitizeEmailHtml(html: string, imageSrc: (id: string) => string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'div', 'hr', 'small'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['cid', 'http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
      }),
      img: (tagName, attribs) => {
        const id = emailImageIdOf(attribs.src ?? '')
        const src = id ? imageSrc(id) : (cidOf(attribs.src) ?? '')
        return { tagName, attribs: { src, alt: attribs.alt ?? '', width: String(EMAIL_IMAGE_WIDTH_PX) } }
      },
    },
    // An image that is not one of ours (or lost its src) is dropped, not shown broken.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  })
}

/** A cid: src this server wrote itself (re-sanitising a composed message keeps its images). */
function cidOf(src: string | undefined): string | null {
  return src && /^cid:[0-9a-f-]{36}@compliance-portal$/i.test(src) ? src : null
}

/** Text into HTML: escaped, line breaks kept. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('\n', '<br>')
}
