import type { Rolldown } from 'vite'

type Group = Rolldown.CodeSplittingGroup
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1]

/*
 * How the build groups modules into chunks (Rolldown's code splitting groups). Left to itself the splitter made
 * about 230 chunks, most of 1–3 KB: one per route piece and one per set of routes sharing a module, each a
 * request, six at a time, in chains. Instead:
 * - framework: React, the router and the query client, which every screen needs and which change least;
 * - app: everything else the entry needs before its first render (the route tree, styles, toasts), beside it;
 * - one chunk per area for what its routes need to render (the sign-in pages, the signed-in shell, the
 *   dashboard, the portfolio, a property, its documents, settings…), one for what several signed-in areas
 *   share, so a screen costs a few requests and the sign-in page never loads a signed-in screen's code;
 * - what the app loads on demand (dialogs, wizards, charts, the PDF viewer, the saved cache) stays out of
 *   those groups, in its own chunks, loaded when it is needed.
 */

const norm = (id: string) => id.replaceAll('\\', '/')
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|@tanstack\/(?:react-router|router-core|history|store|react-store|react-query|query-core)|use-sync-external-store|seroval|seroval-plugins|tiny-invariant|tiny-warning|cookie-es)\//

/** The area of a route module split off by the router plugin (`…/routes/x.tsx?tsr-split=…`), by its path. */
function routeArea(id: string): string | null {
  const path = norm(id)
  if (!path.includes('?tsr-split')) return null
  // A route's error, not-found and pending screens load only when shown (a pending screen may be drawn for a
  // signed-out visit on its way to sign-in, so it must not bring the shell).
  if (/pendingComponent|errorComponent|notFoundComponent/.test(path)) return null
  const route = /\/src\/routes\/(?:(auth)\/|_authenticated\/([^/.?]+)|(_authenticated)\.tsx)/.exec(path)
  if (!route) return 'shell'
  // The sign-in page apart from the other auth pages (the callback, sign-out, errors), which are not first screens.
  if (route[1]) return path.includes('/auth/login.tsx') ? 'login' : 'auth'
  if (route[3]) return 'shell'
  const segment = route[2] ?? ''
  if (segment === 'index') return 'dashboard'
  if (segment === 'property') return path.includes('/documents.tsx') ? 'documents' : 'property'
  if (segment === '$' || segment === 'error') return 'shell' // small screens of the shell
  return segment // portfolio, settings, action-required, non-managed-property, outbox, share-target
}

/** `{ a, b as c, type D }` → the names on the left (`a`, `b`, `D`). */
const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter(Boolean)

/** The names a barrel (`src/ui/index.ts`) re-exports from `target`, by `export { … } from './x.tsx'`. */
function reexported(barrel: string, target: string, ctx: Context): string[] {
  const names: string[] = []
  for (const [, list = '', spec = ''] of (ctx.getModuleInfo(barrel)?.code ?? '').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    if (norm(target).endsWith(spec.replace(/^\./, ''))) names.push(...namesIn(list))
  }
  return names
}

/** Whether `importer` imports any of `names` from the barrel `barrel`. */
function importsAny(importer: string, barrel: string, names: string[], ctx: Context): boolean {
  const barrelPath = norm(barrel).replace(/\/index\.ts$/, '')
  const dir = barrelPath.slice(barrelPath.lastIndexOf('/'))
  for (const [, list = '', spec = ''] of (ctx.getModuleInfo(importer)?.code ?? '').matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    if (spec.replace(/\/index\.ts$/, '').endsWith(dir) && namesIn(list).some((n) => names.includes(n))) return true
  }
  return false
}

/**
 * The areas whose routes import `id` statically (through any chain of static imports): a module behind a
 * dynamic import is not counted, so what a screen loads on demand stays on demand. Through the UI barrel
 * (src/ui/index.ts) only the modules that use one of `id`'s names count: the sign-in page imports Button
 * from it, not the menu or the date picker.
 */
function areasOf(id: string, ctx: Context, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id)
  if (known) return known
  const areas = new Set<string>()
  memo.set(id, areas) // an import cycle ends here with what is known so far
  const add = (from: string) => {
    for (const a of areasOf(from, ctx, memo)) areas.add(a)
  }
  const own = routeArea(id)
  if (own) areas.add(own)
  else
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      if (!norm(importer).endsWith('/src/ui/index.ts')) {
        add(importer)
        continue
      }
      const names = reexported(importer, id, ctx)
      for (const user of ctx.getModuleInfo(importer)?.importers ?? []) {
        if (importsAny(user, importer, names, ctx)) add(user)
      }
    }
  return areas
}

/**
 * One chunk per area. What the sign-in page shares with others goes with it (the others may load the sign-in
 * page's chunk, never the reverse); what signed-in areas share goes with the shell, which all of them load, or,
 * without the shell, into one of three chunks: with the dashboard (the first screen after signing in), with a
 * property (the screen of the field), or among the other screens: a property's first visit then does not
 * download the forms of settings, portfolio dialogs or document attributes. More exact sets would mean dozens
 * of small chunks again.
 */
function chunkFor(areas: Set<string>): string | null {
  if (areas.size <= 1) return [...areas][0] ?? null
  if (areas.has('login')) return 'login'
  if (areas.has('shell') || areas.has('auth')) return 'shell'
  if (areas.has('dashboard')) return 'shared'
  return areas.has('property') ? 'shared-screens' : 'shared-other'
}

const MENU_PARTS =
  /\/src\/ui\/menu-parts\.tsx$|\/node_modules\/(?:@zag-js\/(?:menu|popper)|@floating-ui\/[^/]+|@ark-ui\/react\/dist\/components\/menu)\//

/**
 * The device store: Dexie and the outbox and saved-cache modules over it. Saving the query cache loads it after the
 * first render of any signed-in screen, and the screens that show pending writes load it with them; in one chunk
 * of its own it is never in the way of a screen that does not need it (it would otherwise sit in the shell's).
 */
const DEVICE_STORE =
  /\/node_modules\/dexie\/|\/src\/offline\/(?:outbox\/(?!result\.ts|connectivity\.ts)[^/]+|db|persister)\.ts/

export function codeSplittingGroups(): Group[] {
  const memo = new Map<string, Set<string>>()
  return [
    { name: 'framework', test: (id) => FRAMEWORK.test(norm(id)), tags: ['$initial'], priority: 30 },
    {
      name: 'device-store',
      test: (id) => DEVICE_STORE.test(norm(id)),
      includeDependenciesRecursively: false,
      priority: 25,
    },
    // A menu's Ark parts load when it is armed (src/ui/menu.tsx); with them what only positions floating content,
    // which the forms' pickers share: left to the areas it would sit in one of theirs, and a menu would pull it in.
    {
      name: 'menu-parts',
      test: (id) => MENU_PARTS.test(norm(id)),
      includeDependenciesRecursively: false,
      priority: 26,
    },
    { name: 'app', test: (id) => !norm(id).endsWith('/src/main.tsx'), tags: ['$initial'], priority: 20 },
    {
      name: (id, ctx) => chunkFor(areasOf(id, ctx, memo)),
      // Only what the area's routes import: their dependencies are placed by their own areas.
      includeDependenciesRecursively: false,
      priority: 10,
    },
  ]
}
