import { seedBenchmarkNonManaged } from './benchmark-non-managed.ts'
import type { AgencyRecord, SeedContext, SuburbRecord } from './context.ts'
import { insertPeople, planPeople } from './people.ts'
import { insertPortfolio, planMirrors, seedProviders } from './portfolio.ts'
import { insertProperties, type PropertyPlan, planProperty } from './properties.ts'
import { Rng } from './random.ts'
import { BENCHMARK_WEIGHTS } from './scenarios.ts'

const BATCH = 5000

/**
 * The large benchmark set: `count` properties of one agency with services, a tenancy on most (light:
 * 1–2 occupants, one number each, no landlords) and portfolio mirror rows. No invoices, quotes,
 * documents or issues, so no files are written for it.
 */
export async function seedBenchmark(
  ctx: SeedContext,
  agency: AgencyRecord,
  count: number,
  suburbs: SuburbRecord[],
): Promise<void> {
  const rng = new Rng(`benchmark:${agency.name}`)
  const providers = await seedProviders(ctx, rng, agency)
  for (let start = 0; start < count; start += BATCH) {
    const plans: PropertyPlan[] = []
    for (let index = start; index < Math.min(count, start + BATCH); index++) {
      plans.push(planProperty(rng, agency, suburbs, ctx.today, index, rng.weighted(BENCHMARK_WEIGHTS), false))
    }
    await insertProperties(ctx, plans)
    await insertPeople(
      ctx,
      plans.map((p) => planPeople(rng, p, ctx.today, true)),
    )
    await insertPortfolio(ctx, planMirrors(rng, agency, plans, providers))
    ctx.log(`benchmark: ${start + plans.length} / ${count} properties`)
  }
  await seedBenchmarkNonManaged(ctx, agency, count, suburbs, providers)
}
