import type { AgencyRecord, SeedContext, SuburbRecord } from './context.ts'
import { insertPortfolio, type PortfolioPlan, type Provider, planNonManaged } from './portfolio.ts'
import { Rng } from './random.ts'

const BATCH = 5000

/**
 * `count` properties of the benchmark agency serviced by other providers (the non-managed list,
 * GET /v1/portfolio/integrated), made as the demo agencies' are, without documents (no files). Its own
 * random stream, so the managed benchmark set stays the same.
 */
export async function seedBenchmarkNonManaged(
  ctx: SeedContext,
  agency: AgencyRecord,
  count: number,
  suburbs: SuburbRecord[],
  providers: Provider[],
): Promise<void> {
  const rng = new Rng(`benchmark-non-managed:${agency.name}`)
  let done = 0
  while (done < count) {
    const plans: PortfolioPlan[] = []
    while (plans.length < Math.min(BATCH, count - done)) {
      plans.push(...planNonManaged(rng, agency, suburbs, ctx.today, providers).map((p) => ({ ...p, document: null })))
    }
    plans.length = Math.min(plans.length, count - done)
    await insertPortfolio(ctx, plans)
    done += plans.length
    ctx.log(`benchmark: ${done} / ${count} non-managed portfolio properties`)
  }
}
