import type { QueryClient } from '@tanstack/react-query'
import { accessIssueCaseQueries } from '../api/access-issues.ts'
import { agencyQueries } from '../api/agency.ts'
import { documentQueries } from '../api/documents.ts'
import { entryPreferenceQueries } from '../api/entry-preferences.ts'
import { meQueries } from '../api/me.ts'
import { propertyLookupQueries, propertyQueries } from '../api/property.ts'
import { reportedFindingQueries } from '../api/reported-findings.ts'
import { tenancyQueries } from '../api/tenancy.ts'
import { cacheFile } from './file-cache.ts'
import { requestPersistentStorage } from './storage-status.ts'

/** When a property (or a portfolio page) was last made available offline; saved with the query cache. */
export const readyOfflineKey = (what: 'property' | 'portfolio', id: number | string) =>
  ['offline', 'ready', what, id] as const
export type ReadyOffline = { at: number }

/** The documents list as the Documents tab first shows it (no filters), and each document's file. */
async function cacheDocuments(queryClient: QueryClient, propertyId: number): Promise<void> {
  const owner = { type: 'MANAGED', id: propertyId } as const
  const [documents] = await Promise.all([
    queryClient.fetchQuery(documentQueries.list(owner, {})),
    queryClient.prefetchQuery(documentQueries.types()),
    queryClient.prefetchQuery(documentQueries.services()),
  ])
  await Promise.all(documents.items.map((d) => cacheFile(d.url)))
}

/**
 * Fetches everything a property's screens show (detail, tenancy, contacts, invoices, notices, keys,
 * the documents list) into the query cache, and its invoice PDFs and documents into the file cache, so
 * it opens offline even if never visited. Fresh copies: "as of" means now.
 */
export async function makePropertyAvailableOffline(
  queryClient: QueryClient,
  propertyId: number,
): Promise<ReadyOffline> {
  const fresh = <T extends { queryKey: readonly unknown[] }>(options: T) => ({ ...options, staleTime: 0 })
  // Without the property itself nothing else is worth having: its failure is the result.
  await queryClient.fetchQuery(fresh(propertyQueries.detail(propertyId)))
  // The parts are fetched as the page does: one that fails shows its own error there, offline as online.
  const [invoices] = await Promise.allSettled([
    queryClient.fetchQuery(fresh(propertyQueries.invoices(propertyId))),
    queryClient.fetchQuery(fresh(propertyQueries.contacts(propertyId))),
    queryClient.fetchQuery(fresh(tenancyQueries.list(propertyId))),
    queryClient.fetchQuery(fresh(propertyQueries.notices(propertyId))),
    queryClient.fetchQuery(fresh(propertyQueries.keyPickupLocation(propertyId))),
    queryClient.fetchQuery(fresh(propertyQueries.cancellationSummary(propertyId))),
    queryClient.fetchQuery(fresh(entryPreferenceQueries.property(propertyId))),
    // The access-issue case, so the wizard opens where there is no signal.
    queryClient.fetchQuery(fresh(accessIssueCaseQueries.case(propertyId))),
    // The reported findings (problem-register agencies): never stale online, so this copy is what shows offline.
    queryClient
      .ensureQueryData(meQueries.activeExperiments())
      .then(
        (gates) => gates['problem-register'] && queryClient.fetchQuery(reportedFindingQueries.property(propertyId)),
      ),
    queryClient.prefetchQuery(entryPreferenceQueries.agency()),
    queryClient.prefetchQuery(meQueries.activeExperiments()),
    // What the keys dialog chooses from: the key details can be edited offline too.
    queryClient.prefetchQuery(propertyLookupQueries.keyPickupLocations()),
    queryClient.prefetchQuery(agencyQueries.propertyManagers()),
  ])
  const pdfs = invoices.status === 'fulfilled' ? invoices.value.items.flatMap((i) => (i.pdfUrl ? [i.pdfUrl] : [])) : []
  await Promise.all([...pdfs.map((url) => cacheFile(url)), cacheDocuments(queryClient, propertyId)])
  const ready = { at: Date.now() }
  queryClient.setQueryData<ReadyOffline>(readyOfflineKey('property', propertyId), ready)
  return ready
}

/** A portfolio page: each of its properties, a few at a time (the server and a phone's link are shared). */
export async function makePropertiesAvailableOffline(
  queryClient: QueryClient,
  propertyIds: readonly number[],
  pageKey: string,
  onProgress: (done: number) => void,
): Promise<ReadyOffline> {
  void requestPersistentStorage()
  const queue = [...propertyIds]
  let done = 0
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      await makePropertyAvailableOffline(queryClient, id)
      onProgress(++done)
    }
  }
  await Promise.all([worker(), worker(), worker()])
  const ready = { at: Date.now() }
  queryClient.setQueryData<ReadyOffline>(readyOfflineKey('portfolio', pageKey), ready)
  return ready
}
