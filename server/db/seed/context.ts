import type { ExperimentKey } from '../../../src/contract/catalog.ts'
import type { StateCode } from '../../../src/contract/states.ts'
import type { FileStore } from '../../storage/file-store.ts'
import type { Db } from '../client.ts'

/** What every part of the seed works with. */
export type SeedContext = {
  db: Db
  /** yyyy-MM-dd; every date of the demo is relative to it. */
  today: string
  fileStore: FileStore
  log: (msg: string) => void
}

export type SuburbRecord = { id: number; name: string; postcode: string; stateId: number; stateCode: StateCode }

export type PropertyManagerRecord = { id: number; name: string; email: string; userId: number | null }

export type AgencyRecord = {
  id: number
  name: string
  stateId: number
  stateCode: StateCode
  /** Property-management software; null when not integrated. */
  integration: string | null
  domain: string | null
  propertyManagers: PropertyManagerRecord[]
  keyLocationIds: number[]
  experiments: ReadonlySet<ExperimentKey>
  isBenchmark: boolean
  /** The user who raised hold/cancellation requests in the demo. */
  requesterUserId: number
}

/** Suburbs of a state, and the agency-specific subset it mostly works in. */
export type SuburbIndex = Map<StateCode, SuburbRecord[]>
