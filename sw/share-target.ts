/// <reference lib="WebWorker" />
// Web Share Target (issue 8 item 5): the installed app receives images and PDFs shared from the phone. The OS
// POSTs them here as multipart; they are kept in IndexedDB and the page is sent to pick a property for them.
import { registerRoute } from 'workbox-routing'
import {
  SHARE_TARGET_FILES_FIELD,
  SHARE_TARGET_PATH,
  type SharedFile,
  saveSharedBatch,
} from '../src/features/uploads/shared-files.ts'

declare const self: ServiceWorkerGlobalScope

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData()
    const files: SharedFile[] = form
      .getAll(SHARE_TARGET_FILES_FIELD)
      .filter((part): part is File => part instanceof File && part.size > 0)
      .map((file) => ({ name: file.name, type: file.type, blob: file }))
    const id = files.length > 0 ? await saveSharedBatch(files) : ''
    // 303: the browser follows with a GET, which the app shell answers like any app route.
    return Response.redirect(`${SHARE_TARGET_PATH}${id ? `?share=${id}` : ''}`, 303)
  },
  'POST',
)
