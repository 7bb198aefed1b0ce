/** PDFs and images open inside the app (and are kept by the service worker); other files are downloaded. */
export function isViewable(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return type === 'application/pdf' || type === 'image/jpeg' || type === 'image/png'
}
