// A hint in localStorage that a saved cache exists: only then does the app wait for Dexie before its
// first render. It holds no data, just a flag.
const KEY = 'acp-offline-cache'

export function hasSavedCache(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return true
  }
}

export function markSavedCache(saved: boolean) {
  try {
    if (saved) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Private modes may refuse storage: the app then just restores every time.
  }
}
