/** The runtime cache of files (documents, service reports, invoice and quote PDFs). The page clears it too. */
export const FILE_CACHE = 'acp-files-v1'
export const FILE_CACHE_MAX_ENTRIES = 200
export const FILE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

const FILE_PATHS: RegExp[] = [
  /^\/v1\/(invoice|quote)\/[^/]+\/pdf$/,
  // A property's document files and service reports (issue 8): anything below a document, not the list.
  /^\/v1\/(integrated-)?property\/[^/]+\/documents\/[^/]+\/[^/]+$/,
  /^\/v1\/service-reports?\/[^/]+\/pdf$/,
  /^\/files\//,
]

export function isCachedFile(url: URL): boolean {
  return FILE_PATHS.some((pattern) => pattern.test(url.pathname))
}
