/** Where vite-plugin-pwa writes the web app manifest (its default name). */
export const MANIFEST_URL = '/manifest.webmanifest'

/**
 * Names the web app manifest, once the first screen has settled (main.tsx): index.html leaves it out
 * (scripts/vite-late-manifest.ts), so the manifest and its icon do not take connections the first screen's scripts
 * need. Browsers read a manifest link added later; it is there long before anyone can ask to install.
 */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_URL
  document.head.append(link)
}
