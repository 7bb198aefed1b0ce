import { Hono } from 'hono'
import { complianceSystems } from '../auth/compliance-systems.ts'
import type { AppDeps, AppEnv } from '../deps.ts'
import { ok } from '../http/envelope.ts'

export function authSystemsRoutes(deps: AppDeps) {
  const systems = complianceSystems(deps.config.signInUrls)
  return new Hono<AppEnv>().get('/', (c) => ok(c, { items: systems, total: systems.length }))
}
