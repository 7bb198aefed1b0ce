/**
 * Who may send what, across the page, other tabs and the service worker (issue 12 items 2 and 3), with the
 * Web Locks API, which all of them share and which the browser releases when a context dies:
 * - one replayer at a time (`REPLAY_LOCK`), so queued writes go out one by one in the order they were made;
 * - whoever sends an item holds that item's lock for as long as it is in charge of it. A row marked 'sending'
 *   whose lock nobody holds was left by a page or worker that closed mid-send: it is taken again at once.
 * Where there is no Web Locks API (unit tests in Node) the same calls use locks inside this one context.
 */
export const REPLAY_LOCK = 'acp-outbox-replay'
export const itemLock = (itemId: string) => `acp-outbox-item:${itemId}`

type Release = () => void

const localHeld = new Map<string, Promise<void>>()

function webLocks(): LockManager | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  return locks && typeof locks.request === 'function' ? locks : null
}

/** Takes the lock if nobody holds it and keeps it until `release` is called; null when someone else holds it. */
export function tryHold(name: string): Promise<Release | null> {
  const locks = webLocks()
  if (!locks) {
    if (localHeld.has(name)) return Promise.resolve(null)
    let release: Release = () => {}
    localHeld.set(
      name,
      new Promise<void>((resolve) => {
        release = () => {
          localHeld.delete(name)
          resolve()
        }
      }),
    )
    return Promise.resolve(release)
  }
  return new Promise((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null)
        return new Promise<void>((release) => resolve(() => release()))
      })
      .catch(() => resolve(null))
  })
}

/** Runs `task` holding the lock, after waiting for whoever holds it now. */
export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = webLocks()
  if (locks) return locks.request(name, task) as Promise<T>
  while (localHeld.has(name)) await localHeld.get(name)
  const release = (await tryHold(name)) as Release
  try {
    return await task()
  } finally {
    release()
  }
}
