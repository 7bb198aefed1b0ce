import type { Plugin } from 'vite'

/**
 * Takes the web app manifest's <link> (which vite-plugin-pwa writes) out of index.html: the app adds it once the
 * first screen has settled (src/offline/manifest-link.ts). Named in the HTML, the manifest and the icon the
 * browser fetches with it were two of HTTP/1.1's six connections while the first screen's scripts waited for one
 * (issue 16). Nothing on a first screen needs them: they are for installing the app.
 */
export function lateManifest(): Plugin {
  return {
    name: 'acp-late-manifest',
    apply: 'build',
    enforce: 'post', // after vite-plugin-pwa's own (also post), which writes the link
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const link = /<link rel="manifest"[^>]*>/
        if (!link.test(html)) throw new Error('acp-late-manifest: index.html has no manifest link to move')
        return html.replace(link, '')
      },
    },
  }
}
