import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ShareTargetScreen } from '../../features/uploads/share-target-screen.tsx'

const ShareSearchSchema = v.object({ share: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) })

/** /share-target?share=<id>: where the service worker sends files shared to the installed app (Web Share Target). */
export const Route = createFileRoute('/_authenticated/share-target')({
  validateSearch: (search) => v.parse(ShareSearchSchema, search),
  component: ShareTargetRoute,
})

function ShareTargetRoute() {
  const { share } = Route.useSearch()
  return <ShareTargetScreen shareId={share} />
}
