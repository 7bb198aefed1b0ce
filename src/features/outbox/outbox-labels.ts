import type { OutboxItem } from '../../offline/outbox/db.ts'

/** The state as the list names it (queued / sending / failed / conflict / sent). */
export const STATE_LABELS: Record<OutboxItem['state'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  failed: 'Failed',
  conflict: 'Conflict',
  sent: 'Sent',
}

export const STATE_TONES = {
  queued: 'warning',
  sending: 'info',
  failed: 'danger',
  conflict: 'danger',
  sent: 'success',
} as const satisfies Record<OutboxItem['state'], string>

export const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`

/** "Sign in to sync N changes" (issue 7): the 401 outcome, until the same user signs in again. */
export const signInToSync = (count: number) => `Sign in to sync ${changes(count)}`
