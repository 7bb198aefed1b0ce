import { useUnsyncedCount } from '../../offline/outbox/index.ts'

/** Writes of this user still waiting in the outbox: while there are any, nothing may reload or clear them. */
export function useUnsyncedWrites(): number {
  return useUnsyncedCount()
}
