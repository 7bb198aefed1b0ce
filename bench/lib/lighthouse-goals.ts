/** What the Lighthouse bench checks of each page's median, with issue 16's goals (1, 2 and 4). */
export type PageFigures = {
  name: string
  /** The app's page (the bare baseline has no goals), and whether the visit is signed in. */
  app: boolean
  signedIn: boolean
  cold: { score: number; lcp: number; tbt: number; cls: number; jsRequests: number; chain: number; longestTask: number }
  warm: { score: number; tbt: number; longestTask: number }
}

type Goal = {
  title: string
  applies: (page: PageFigures) => boolean
  met: (page: PageFigures) => boolean
  /** The bare page's figure, where it shows what the browser alone costs (its long tasks). */
  bare?: (page: PageFigures) => string
}

const app = (page: PageFigures) => page.app
const signedIn = (page: PageFigures) => page.app && page.signedIn

export const LIGHTHOUSE_GOALS: readonly Goal[] = [
  { title: 'cold score ≥ 90', applies: app, met: (p) => p.cold.score >= 90 },
  { title: 'cold LCP ≤ 2.5 s', applies: app, met: (p) => p.cold.lcp <= 2500 },
  { title: 'cold TBT ≤ 150 ms', applies: app, met: (p) => p.cold.tbt <= 150 },
  { title: 'cold CLS ≤ 0.02', applies: app, met: (p) => p.cold.cls <= 0.02 },
  { title: 'warm score ≥ 97', applies: app, met: (p) => p.warm.score >= 97 },
  { title: 'warm TBT ≤ 100 ms', applies: app, met: (p) => p.warm.tbt <= 100 },
  { title: 'signed-in first visit: ≤ 25 JS requests', applies: signedIn, met: (p) => p.cold.jsRequests <= 25 },
  { title: 'no request chain deeper than 3', applies: app, met: (p) => p.cold.chain <= 3 },
  {
    title: 'no task over 100 ms, cold',
    applies: app,
    met: (p) => p.cold.longestTask <= 100,
    bare: (p) => `${Math.round(p.cold.longestTask)} ms`,
  },
  {
    title: 'no task over 100 ms, warm',
    applies: app,
    met: (p) => p.warm.longestTask <= 100,
    bare: (p) => `${Math.round(p.warm.longestTask)} ms`,
  },
]

/** One line per goal: met by how many of the pages it applies to, and which missed it. */
export function goalLines(pages: readonly PageFigures[]): string[] {
  return LIGHTHOUSE_GOALS.flatMap((goal) => {
    const applies = pages.filter(goal.applies)
    if (applies.length === 0) return []
    const missed = applies.filter((page) => !goal.met(page))
    const verdict = missed.length === 0 ? 'met' : `MISSED by ${missed.map((page) => page.name).join(', ')}`
    const bare = pages.find((page) => !page.app)
    const beside = goal.bare && bare ? ` (the bare page's: ${goal.bare(bare)})` : ''
    return [`${goal.title}: ${applies.length - missed.length} of ${applies.length} pages; ${verdict}${beside}`]
  })
}
