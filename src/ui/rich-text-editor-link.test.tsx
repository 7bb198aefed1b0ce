import { describe, expect, it } from 'vitest'
import { checkLinkHref, LINK_TEXTS } from './rich-text-editor-link.tsx'

describe('checkLinkHref', () => {
  it('takes web and mail addresses as typed (trimmed)', () => {
    expect(checkLinkHref(' https://example.com/a?b=1 ')).toEqual({ href: 'https://example.com/a?b=1' })
    expect(checkLinkHref('http://example.com')).toEqual({ href: 'http://example.com' })
    expect(checkLinkHref('mailto:tenant@example.com')).toEqual({ href: 'mailto:tenant@example.com' })
  })

  it('empty, or the https:// it starts with, removes the link', () => {
    expect(checkLinkHref('')).toEqual({ href: null })
    expect(checkLinkHref('   ')).toEqual({ href: null })
    expect(checkLinkHref('https://')).toEqual({ href: null })
  })

  it('refuses every other scheme and relative addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      'ftp://example.com',
      'example.com',
      '/relative',
      '//example.com',
    ]) {
      expect(checkLinkHref(bad), bad).toEqual({ error: LINK_TEXTS.notAllowed })
    }
  })

  it('a web or mail address with nothing after the scheme is not valid', () => {
    expect(checkLinkHref('https:// x')).toEqual({ error: LINK_TEXTS.invalid })
    expect(checkLinkHref('mailto:')).toEqual({ error: LINK_TEXTS.invalid })
    expect(checkLinkHref('http:')).toEqual({ error: LINK_TEXTS.invalid })
  })
})
