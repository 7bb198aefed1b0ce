import type { PersistedClient } from '@tanstack/react-query-persist-client'
import Dexie, { type EntityTable } from 'dexie'

/** The persisted query cache: one row, the dehydrated client of one user in one agency. */
export type CacheRow = {
  key: 'query-client'
  /** `${userId}:${agencyId}`: whose data this is. */
  scope: string
  client: PersistedClient
}

export const OFFLINE_DB_NAME = 'acp-offline'

/** Stored structured-cloned, not as JSON: dates and large lists restore without a parse step. */
export const offlineDb = new Dexie(OFFLINE_DB_NAME) as Dexie & { cache: EntityTable<CacheRow, 'key'> }
offlineDb.version(1).stores({ cache: 'key' })
