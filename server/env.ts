import path from 'node:path'
import * as v from 'valibot'

/** The one place the server reads the environment; everything else receives a typed config. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** A PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  DATA_DIR: v.optional(v.string(), '.data'),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
})

export type ServerConfig = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** Built app to serve; absent in API-only tests. */
  staticDir: string | undefined
  /** Per-state sign-in pages of the real compliance systems (COMPLIANCE_SIGN_IN_URL_VIC=…); unset ones use the stand-in. */
  signInUrls: Partial<Record<string, string>>
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = v.safeParse(EnvSchema, env)
  if (!result.success) {
    const issues = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${issues}`)
  }
  const e = result.output
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    signInUrls: Object.fromEntries(
      Object.entries(env)
        .filter(([key, value]) => key.startsWith('COMPLIANCE_SIGN_IN_URL_') && value)
        .map(([key, value]) => [key.slice('COMPLIANCE_SIGN_IN_URL_'.length), value as string]),
    ),
  }
}
