import { PRODUCT_NAME } from '../../src/contract/provider.ts'
import { firstScreenCallsUrl } from './first-screen-calls.ts'

/*
 * What the HTML of a first visit asks the browser to fetch at once, beside the entry script (issue 16 goal 3).
 * Left alone, a signed-in first visit loads in a chain: the entry, then the session check, then the licence
 * check, then the screen's code and its first calls. Named in the HTML, the screen's chunks
 * (<link rel="modulepreload">) and its first calls (one <link rel="preload" as="fetch"> of all of them,
 * first-screen-calls.ts, whose answers the app's own calls take: src/api/first-screen-answers.ts) all start while
 * the entry downloads.
 *
 * Only calls the screen makes on every visit are named: an answer the app does not use is wasted work. The
 * e2e test first-screen-preloads.spec.ts checks, page by page, that the app takes every one and asks for none of
 * them again.
 */

/** The visitor as the server sees them from the cookie alone. */
export type Visitor = 'signed-out' | 'terms-pending' | 'signed-in'

/**
 * A first visit: who it is; for the dashboard at a plain `/`, the property manager its filter is preset to (the
 * user's 'Preset dashboard filters to this property manager', or null for all of them); and for a property's
 * overview, whether the agency has the problem register (its reported findings card asks for the findings).
 */
export type FirstVisit = { visitor: Visitor; dashboardManager: number | null; problemRegister: boolean }

/** What the server looked up beside the visitor (all of it only where that screen needs it). */
export type VisitDetails = Partial<Omit<FirstVisit, 'visitor'>>

export type FirstScreen = { chunks: string[]; calls: string[] }

const ME = ['/v1/me/active-experiments', '/v1/me/agency-settings']

/**
 * The dashboard's property manager from its address (`?property-manager=6` or `=all`), the preset at a plain `/`;
 * undefined for any other address, whose first calls are not known here.
 */
function dashboardManagerAt(search: string, preset: number | null): number | null | undefined {
  const params = new URLSearchParams(search)
  if (params.size === 0) return preset
  const manager = params.get('property-manager')
  if (params.size > 1 || manager === null) return undefined
  if (manager === 'all') return null
  return /^[1-9]\d{0,8}$/.test(manager) ? Number(manager) : undefined
}

/** A property's overview (`/property/307`) or its documents (`/property/307/documents`), by a whole-number id. */
const PROPERTY_PATH = /^\/property\/([1-9]\d{0,9})(\/documents)?\/?$/

/** Whether the address is a property's overview: the one first screen that needs the problem register looked up. */
export function isPropertyOverview(pathname: string): boolean {
  const property = PROPERTY_PATH.exec(pathname)
  return property !== null && property[2] === undefined
}

/** A signed-in screen by its path: its area's chunk (scripts/vite-chunks.ts) and its first calls. */
function signedInScreen(pathname: string, search: string, details: VisitDetails): FirstScreen {
  const plain = search === ''
  if (pathname === '/') {
    const manager = dashboardManagerAt(search, details.dashboardManager ?? null)
    if (manager === undefined) return { chunks: ['dashboard'], calls: [] }
    // The stat cards and charts ask for the numbers of that manager, or of all of them.
    const stats = manager === null ? '/v1/stats' : `/v1/stats?propertyManagerId=${manager}`
    return { chunks: ['dashboard'], calls: [...ME, '/v1/agency/property-managers', stats] }
  }
  if (pathname === '/portfolio') {
    return {
      chunks: ['portfolio'],
      calls: plain ? [...ME, '/v1/portfolio?page-size=25', '/v1/agency/property-managers'] : [],
    }
  }
  const property = PROPERTY_PATH.exec(pathname)
  if (property) {
    const id = property[1]
    if (property[2]) {
      const documents = [
        `/v1/property/${id}/documents`,
        '/v1/meta/property-document-types',
        '/v1/meta/property-document-services',
      ]
      return { chunks: ['property', 'documents'], calls: [...ME, `/v1/property/${id}`, ...documents] }
    }
    // The overview's cards, every one on every visit. The reported findings card only with the problem register;
    // its text is the largest thing the overview paints, so asking for it only when the card mounts put a whole
    // round trip after the scripts in front of the page's largest paint.
    const overview = [
      `/v1/property/${id}/invoices`,
      `/v1/property/${id}/contacts?landlords=true&occupants=true&propertyManagers=true`,
      `/v1/property/${id}/appliances`,
      `/v1/property/${id}/entry-method-preferences`,
      '/v1/agency/entry-method-preferences',
      ...(details.problemRegister ? [`/v1/property/${id}/reported-findings`] : []),
    ]
    return { chunks: ['property'], calls: [...ME, `/v1/property/${id}`, ...overview] }
  }
  const area = /^\/([a-z-]+)/.exec(pathname)?.[1]
  return { chunks: area ? [area] : [], calls: [] }
}

/**
 * The first screen at this address for this visitor. Signed out, every app address ends on the sign-in page; with
 * a licence agreement pending, nothing but the agreement loads (the server refuses the rest until it is accepted).
 */
export function firstScreen(
  pathname: string,
  search: string,
  visitor: Visitor,
  details: VisitDetails = {},
): FirstScreen {
  if (pathname === '/auth/login' || (visitor === 'signed-out' && !pathname.startsWith('/auth/'))) {
    // Signed in, the sign-in page sends the visitor on before it asks for the sign-in systems.
    const systems = visitor === 'signed-out' ? ['/v1/auth/systems'] : []
    return { chunks: ['login'], calls: ['/v1/auth/session-probe', ...systems] }
  }
  if (pathname.startsWith('/auth/')) return { chunks: ['auth'], calls: [] }
  const layout = {
    chunks: ['terms-first', 'shell'],
    calls: ['/v1/auth/session-probe', '/v1/me/terms'],
  }
  // With an agreement pending, the licence dialog is the whole first screen.
  if (visitor === 'terms-pending') return { ...layout, chunks: [...layout.chunks, 'eula-modal'] }
  const screen = signedInScreen(pathname, search, details)
  return { chunks: [...layout.chunks, ...screen.chunks], calls: [...layout.calls, ...screen.calls] }
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** The <link> tags for a first screen, given the files of each chunk the build wrote (route-preloads.json). */
export function preloadLinks(screen: FirstScreen, chunkFiles: Record<string, string[]>): string {
  const files = new Set(screen.chunks.flatMap((name) => chunkFiles[name] ?? []))
  const modules = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
  // All the calls in one request (first-screen-calls.ts), after the scripts: each one was a connection the scripts
  // waited for. use-credentials: the app's fetch sends the cookie (credentials: 'include'); a preload is used only
  // by a request of the same credentials mode.
  const calls = screen.calls.length
    ? [
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(firstScreenCallsUrl(screen.calls))}">`,
      ]
    : []
  return [...modules, ...calls].join('')
}

/**
 * What a signed-in first visit paints before any script: the app's header bar with its name, in the classes of the
 * shell's own header (src/features/shell), which takes its place as soon as it renders (src/lib/boot-shell.ts). On a
 * slow phone the screen is no longer blank while the scripts download: the first paint needs only the HTML and CSS.
 * Hidden from assistive technology, which meets the real header a moment later.
 */
export function bootShell(visitor: Visitor): string {
  if (visitor !== 'signed-in') return ''
  return (
    '<div id="boot-shell" aria-hidden="true" class="pos_sticky top_0 z_sticky bx-sh_sm bd-b-w_1px bd-c_border">' +
    '<div class="bg_brand.700 c_white"><div class="max-w_7xl mx_auto px_3 md:px_6 xl:px_8">' +
    '<div class="d_flex ai_center gap_2 min-h_14 md:min-h_16">' +
    '<span class="d_inline-flex xl:d_none w_11 h_11 ml_-2"></span>' +
    '<span class="d_inline-flex ai_center min-h_11 min-w_0 c_white fw_bold fs_md md:fs_lg ls_tight">' +
    `<span class="trunc_true">${PRODUCT_NAME}</span></span>` +
    '</div></div></div></div>'
  )
}
