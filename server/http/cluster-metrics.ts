import cluster from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { AggregatorRegistry, type Registry } from 'prom-client'

/*
 * A cluster's workers each count their own requests; a scrape lands on one of them. That worker asks the
 * primary, which collects every worker's registry over IPC (prom-client's AggregatorRegistry) and sums them.
 */
type Ask = { type: 'acp:metrics'; id: string }
type Answer = { type: 'acp:metrics:answer'; id: string; text?: string; error?: string }

/** In the primary: answers workers' requests for the summed metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', async (worker, message: Ask) => {
    if (message?.type !== 'acp:metrics') return
    const answer: Answer = { type: 'acp:metrics:answer', id: message.id }
    try {
      answer.text = await (await aggregator.clusterMetrics()).toString()
    } catch (error) {
      answer.error = (error as Error).message
    }
    worker.send(answer)
  })
}

/** In a worker: this registry joins the cluster's sum, and the returned source asks the primary for it. */
export function clusterMetricsSource(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry])
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID()
      const timer = setTimeout(() => {
        process.off('message', listen)
        reject(new Error('the primary did not answer for metrics'))
      }, 5_000)
      const listen = (message: Answer) => {
        if (message?.type !== 'acp:metrics:answer' || message.id !== id) return
        clearTimeout(timer)
        process.off('message', listen)
        if (message.error !== undefined) reject(new Error(message.error))
        else resolve(message.text ?? '')
      }
      process.on('message', listen)
      process.send?.({ type: 'acp:metrics', id } satisfies Ask)
    })
}
