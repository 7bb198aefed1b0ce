import type { Plugin, Rolldown } from 'vite'

/** Where the build writes, per chunk name, the files a first visit needs for it (server/http/first-screen.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/*
 * The chunks the server may preload in the HTML of a first visit: the licence check, the shell, the licence dialog and
 * one chunk per area (scripts/vite-chunks.ts). For each the build knows every file it imports statically, at any
 * depth; what the HTML loads already (the entry and its imports) is left out. The server reads the result
 * once at start and names those files as <link rel="modulepreload">, so they download beside the entry instead
 * of after it, route by route.
 */
export function routePreloads(): Plugin {
  return {
    name: 'acp-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const closure = (fileName: string, into: Set<string>): Set<string> => {
        if (into.has(fileName)) return into
        into.add(fileName)
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into)
        return into
      }
      const inHtml = new Set<string>()
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, inHtml)
      const named: Record<string, string[]> = {}
      for (const chunk of chunks) {
        if (chunk.isEntry) continue
        const files = [...closure(chunk.fileName, new Set())].filter((file) => !inHtml.has(file))
        named[chunk.name] = [...new Set([...(named[chunk.name] ?? []), ...files])].map((file) => `/${file}`)
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(named, null, 1)}\n` })
    },
  }
}
