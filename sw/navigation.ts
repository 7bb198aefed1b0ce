/** Paths that are not screens of the app: a navigation to them must reach the server, never the shell. */
export const NOT_APP_ROUTES: RegExp[] = [
  /^\/v\d+\//, // the API (PDFs and exports opened in a tab included)
  /^\/standin(\/|$)/, // the state sign-in stand-in's pages
  /^\/[^?]*\.[a-z0-9]+(\?|$)/i, // files: a missing one must be a 404, not the shell
]
