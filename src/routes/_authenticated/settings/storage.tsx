import { createFileRoute } from '@tanstack/react-router'
import { StorageScreen } from '../../../features/offline/storage-screen.tsx'

export const Route = createFileRoute('/_authenticated/settings/storage')({
  component: StorageScreen,
})
