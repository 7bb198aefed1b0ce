import { createFileRoute } from '@tanstack/react-router'
import { OutboxScreen } from '../../features/outbox/outbox-screen.tsx'

/** /outbox: the changes waiting on this device (issue 7 item 8); the shell's badge links here. */
export const Route = createFileRoute('/_authenticated/outbox')({
  component: OutboxScreen,
})
