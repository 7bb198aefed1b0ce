import type { DehydrateOptions, Query } from '@tanstack/react-query'

/** Older saved data is dropped on start: a week covers a run of inspections without a signal. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000

/**
 * Saved data of another app version or API contract is dropped: it may not match the new schemas. Tied to
 * package.json's version and a hash of src/contract (both injected by vite.config.ts), not to every build, so a
 * fix that leaves the contract alone does not wipe what a user took offline.
 */
export const PERSIST_BUSTER = `acp-${import.meta.env.VITE_APP_VERSION ?? 'dev'}-${import.meta.env.VITE_CONTRACT_HASH ?? 'dev'}`

/** The persister writes at most this often: a burst of fetches becomes one write. */
export const PERSIST_THROTTLE_MS = 1000

/** Queries marked `meta: { persist: false }` stay in memory only (exports, one-off lookups). */
const isPersistable = (query: Query) =>
  query.state.status === 'success' &&
  query.meta?.persist !== false &&
  Date.now() - query.state.dataUpdatedAt < PERSIST_MAX_AGE_MS

export const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: isPersistable,
  // Writes that must outlive the page are the outbox's (in IndexedDB, with their idempotency keys). A mutation
  // restored from here would have no function to run it after a reload (none is registered by key), and sign-in
  // carries a token in its variables: none is written to disk.
  shouldDehydrateMutation: () => false,
}
