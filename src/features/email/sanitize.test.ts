// @vitest-environment jsdom
// DOMPurify needs a faithful DOM: happy-dom parses but does not let it remove nodes, so this file runs in jsdom.
import { describe, expect, it } from 'vitest'
import { sanitizeEmailHtml } from './sanitize.ts'

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<svg onload="window.__xss=1"><script>1</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<div onclick="alert(1)" onmouseover="alert(1)">hover</div>',
  '<img src="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
]

describe('sanitizeEmailHtml', () => {
  it.each(PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const out = sanitizeEmailHtml(`<p>Hello</p>${payload}`)
    expect(out).not.toMatch(/<script|<iframe|<object|<form|<svg|<meta/i)
    expect(out).not.toMatch(/\son[a-z]+\s*=/i)
    expect(out).not.toMatch(/javascript:/i)
    expect(out).toContain('Hello')
  })

  it('keeps the formatting, safe links (opening in a new tab), the product images and styles', () => {
    const out = sanitizeEmailHtml(
      '<style>p{color:red}</style><p><strong>B</strong> <em>I</em></p><ul><li>one</li></ul>' +
        '<a href="https://example.com">site</a><a href="mailto:a@b.com">mail</a>' +
        '<img src="/v1/misc/image/0f0e0d0c-0b0a-4000-8000-000000000001" width="200" alt="photo">',
    )
    expect(out).toContain('<strong>B</strong>')
    expect(out).toContain('<em>I</em>')
    expect(out).toContain('<li>one</li>')
    expect(out).toContain('p{color:red}')
    expect(out).toMatch(/<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer">site<\/a>/)
    expect(out).toContain('href="mailto:a@b.com"')
    expect(out).toContain('src="/v1/misc/image/0f0e0d0c-0b0a-4000-8000-000000000001"')
    expect(out).toContain('width="200"')
  })
})
