/** What the user reads when a part of the app (a lazy chunk) did not arrive. Its own module: the entry uses it. */
export const CHUNK_TEXTS = {
  title: 'This part of the app could not be loaded',
  body: 'Check your connection and try again. If the app was just updated, Retry loads the new version.',
  retry: 'Retry',
  close: 'Close',
} as const
