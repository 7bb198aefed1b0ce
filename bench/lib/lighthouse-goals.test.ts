import { describe, expect, it } from 'vitest'
import { goalLines, type PageFigures } from './lighthouse-goals.ts'

const page = (name: string, app: boolean, signedIn: boolean, cold: Partial<PageFigures['cold']> = {}) => ({
  name,
  app,
  signedIn,
  cold: { score: 95, lcp: 2300, tbt: 30, cls: 0.01, jsRequests: 23, chain: 3, longestTask: 80, ...cold },
  warm: { score: 100, tbt: 40, longestTask: 90 },
})

describe("the Lighthouse bench's goals", () => {
  it('says which pages miss a goal, and leaves the baseline out', () => {
    const lines = goalLines([
      page('bare', false, false, { score: 50, lcp: 9000 }),
      page('/auth/login', true, false, { jsRequests: 40 }),
      page('/', true, true, { lcp: 2600 }),
      page('/portfolio', true, true, { jsRequests: 26, longestTask: 101 }),
    ])
    expect(lines).toContain('cold score ≥ 90: 3 of 3 pages; met')
    expect(lines).toContain('cold LCP ≤ 2.5 s: 2 of 3 pages; MISSED by /')
    // The sign-in page's scripts are not a signed-in first visit's.
    expect(lines).toContain('signed-in first visit: ≤ 25 JS requests: 1 of 2 pages; MISSED by /portfolio')
    expect(lines).toContain("no task over 100 ms, cold: 2 of 3 pages; MISSED by /portfolio (the bare page's: 80 ms)")
    expect(lines).toContain('warm score ≥ 97: 3 of 3 pages; met')
  })
})
