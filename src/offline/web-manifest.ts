import type { ManifestOptions } from 'vite-plugin-pwa'

/** Brand colours: the header's blue (index.html's theme-color) and the page background. */
export const THEME_COLOUR = '#12438f'
export const BACKGROUND_COLOUR = '#ffffff'

/** The web app manifest (installability): read by vite.config.ts, icons and screenshots live in public/. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Agency Compliance Portal',
  short_name: 'Compliance',
  description:
    'Compliance for your rental portfolio: properties, tenancies, keys, documents and urgent actions, online or offline.',
  lang: 'en-AU',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  // Web Share Target (issue 8): photos and PDFs shared from the phone; sw/share-target.ts receives the POST.
  share_target: {
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        { name: 'files', accept: ['image/jpeg', 'image/png', 'application/pdf', '.jpg', '.jpeg', '.png', '.pdf'] },
      ],
    },
  },
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The dashboard on a desktop',
    },
    {
      src: '/screenshots/narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'A property on a phone',
    },
  ],
}
