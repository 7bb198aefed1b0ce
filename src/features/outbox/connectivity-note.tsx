import { css } from '../../../styled-system/css'
import { formatDate } from '../../lib/dates.ts'
import { useConnectivity } from '../../offline/outbox/hooks.ts'

export const NO_CONNECTION = 'No connection'

/** "The server is not reachable — next try at 14:05:30": what waits and until when. */
export const serverNotReachable = (nextTryAt: number | null) =>
  nextTryAt === null
    ? 'The server is not reachable.'
    : `The server is not reachable — next try at ${formatDate(new Date(nextTryAt), 'HH:mm:ss')}`

/**
 * Why unsent changes wait (issue 12 item 6): no network, or a network but no server. Nothing when the server
 * answers. Live, so the time of the next try follows the probe.
 */
export function ConnectivityNote({ className }: { className?: string }) {
  const state = useConnectivity()
  if (state.status === 'online') return null
  return (
    <p role="status" className={className ?? css({ fontSize: 'sm', color: 'fg.muted' })}>
      {state.status === 'offline'
        ? `${NO_CONNECTION}: changes stay on this device and are sent when the connection returns.`
        : serverNotReachable(state.nextTryAt)}
    </p>
  )
}
