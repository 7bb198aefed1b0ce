/** What one send came to: the server's answer (status and parsed JSON, or null), or no answer at all. */
export type SendOutcome = { kind: 'network' } | { kind: 'response'; status: number; body: unknown }

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress: the session cookie goes
 * along, and `headers` (an Idempotency-Key) make a resend harmless. Resolves with the raw answer or a network
 * failure, never a throw on status; rejects only when aborted (an AbortError).
 */
export function sendWithProgress(
  url: string,
  {
    body,
    headers,
    signal,
    onProgress,
  }: {
    body: FormData
    headers: Record<string, string>
    signal?: AbortSignal
    onProgress?: (percentage: number) => void
  },
): Promise<SendOutcome> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.((event.loaded / event.total) * 100)
    }
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = (outcome: SendOutcome) => {
      signal?.removeEventListener('abort', onAbort)
      resolve(outcome)
    }
    xhr.onabort = () => {
      signal?.removeEventListener('abort', onAbort)
      reject(new DOMException('Upload cancelled', 'AbortError'))
    }
    // A reset or a lost connection (a timeout too) is no answer: the write may pass, it is tried again.
    xhr.onerror = () => done({ kind: 'network' })
    xhr.ontimeout = () => done({ kind: 'network' })
    xhr.onload = () => {
      let json: unknown = null
      try {
        json = JSON.parse(xhr.responseText)
      } catch {}
      done({ kind: 'response', status: xhr.status, body: json })
    }
    xhr.send(body)
  })
}
