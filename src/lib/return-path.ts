/**
 * The return path travels through the state's sign-in as the opaque `state` value. It is
 * base64url-encoded on the way out and, on the way back, accepted only if it is a path on this
 * origin: anything else (another host, "//evil", "javascript:") falls back to '/'.
 */
export function encodeReturnPath(path: string): string {
  const bytes = new TextEncoder().encode(safeReturnPath(path))
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

export function decodeReturnPath(state: string | undefined | null): string {
  if (!state) return '/'
  try {
    const base64 = state.replaceAll('-', '+').replaceAll('_', '/')
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
    return safeReturnPath(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return '/'
  }
}

export function safeReturnPath(path: string | undefined | null): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/'
  // Never send someone back into the sign-in flow itself.
  if (path.startsWith('/auth/')) return '/'
  return path
}
