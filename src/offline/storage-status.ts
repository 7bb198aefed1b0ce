/** What the browser says about this origin's storage: persistence, usage and quota (bytes). */
export type StorageStatus = { persisted: boolean | null; usage: number | null; quota: number | null }

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = navigator.storage
  if (!storage) return { persisted: null, usage: null, quota: null }
  const [persisted, estimate] = await Promise.all([
    storage.persisted ? storage.persisted() : Promise.resolve(null),
    storage.estimate ? storage.estimate() : Promise.resolve({} as StorageEstimate),
  ])
  return { persisted, usage: estimate.usage ?? null, quota: estimate.quota ?? null }
}

/**
 * Asks that offline data not be evicted when space runs low. Chromium decides without asking the user
 * (installed apps and engaged sites are granted); Firefox asks. The answer is the new state.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false
  if (await navigator.storage.persisted()) return true
  return navigator.storage.persist()
}

export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
