import { randomBytes } from 'node:crypto'
import type { BlockList } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { parseTrustedProxies } from './http/client-address.ts'

/** The one place the server reads the environment; everything else receives a typed config. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** A PostgreSQL server; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres'))),
  DATA_DIR: v.optional(v.string(), '.data'),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  /** Key that sign-in tokens are signed with; when unset, random per start (server/main.ts gives its workers one). */
  SIGN_IN_TOKEN_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'SIGN_IN_TOKEN_SECRET must be at least 32 characters')),
  ),
  /** The state sign-in stand-in: on unless turned off ("0") — production turns it off and sets the real URLs. */
  SIGN_IN_STANDIN: v.optional(v.picklist(['0', '1'])),
  SESSION_TTL_HOURS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(720)), '12'),
  /** The app's public origin, when behind a proxy that rewrites Host (mutations must come from it). */
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url())),
  /** The provider's legacy site; legacy links (Bookings, Invoices, …) open there. */
  LEGACY_SITE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Worker processes with DATABASE_URL (one per core when unset); the embedded database always runs one. */
  WEB_CONCURRENCY: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(64))),
  /** Outgoing email: smtps://user:pass@host:465 (TLS) or smtp://host:587 (STARTTLS); unset, the stand-in records only. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  /** Seed the demo data into an empty database at start: on by default, off in production unless set to "1". */
  SEED_DEMO_DATA: v.optional(v.picklist(['0', '1'])),
  /** Connections per process to DATABASE_URL (a cluster opens this many in each worker). */
  PG_POOL_MAX: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(500)), '10'),
  /** A serving process's statements are cancelled after this long (0: never); start-up work has no limit. */
  PG_STATEMENT_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(3_600_000)),
    '30000',
  ),
  /** Load balancers whose X-Forwarded-For is believed for the client's address: "10.0.0.0/8, 192.168.1.7". */
  TRUSTED_PROXIES: v.optional(v.string()),
  /** Turns on Prometheus metrics at /metrics, readable with `Authorization: Bearer <this token>`. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Files in this S3-compatible bucket instead of under DATA_DIR/files (every process of a cluster shares it). */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(3, 'S3_BUCKET must be a bucket name'))),
  /** An S3-compatible server (MinIO, Cloudflare R2, …); unset means AWS S3. Path-style addressing when set. */
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/]/, 'S3_ENDPOINT must be a URL such as http://127.0.0.1:9000'), v.url()),
  ),
  S3_REGION: v.optional(v.string()),
  /** Both or neither: unset, the AWS SDK's own chain is used (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
})

/** Where files live when S3_BUCKET is set (server/storage/create-file-store.ts). */
export type ObjectStoreConfig = {
  bucket: string
  /** An S3-compatible server's URL; undefined means AWS S3 itself. */
  endpoint: string | undefined
  region: string
  /** Static credentials; undefined leaves them to the AWS SDK's default chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

export type ServerConfig = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** Worker processes `npm start` runs with DATABASE_URL (server/main.ts). */
  workers: number
  /** Built app to serve; absent in API-only tests. */
  staticDir: string | undefined
  /** Per-state sign-in pages of the real compliance systems (COMPLIANCE_SIGN_IN_URL_VIC=…); unset ones use the stand-in. */
  signInUrls: Partial<Record<string, string>>
  /** Per-state logout pages of the real systems (COMPLIANCE_LOGOUT_URL_VIC=…); the stand-in has none. */
  logoutUrls: Partial<Record<string, string>>
  /** The key the stand-in signs with, and the fallback for states without a key of their own. */
  signInTokenKey: Buffer
  /** SIGN_IN_TOKEN_SECRET was set (else the key is random per process, and a cluster must share one). */
  signInKeyFromEnv: boolean
  /** Per-state token-verification keys of the real systems (COMPLIANCE_TOKEN_KEY_VIC=…). */
  tokenKeys: Partial<Record<string, Buffer>>
  signInStandIn: boolean
  sessionTtlMs: number
  publicOrigin: string | undefined
  legacySiteUrl: string | undefined
  /** Outgoing email through this SMTP server; undefined means the recording stand-in. */
  smtpUrl: string | undefined
  /** Pool size and statement timeout of a serving process's connections to DATABASE_URL. */
  pgPoolMax: number
  pgStatementTimeoutMs: number
  /** Proxies whose X-Forwarded-For names the client (server/http/client-address.ts); none when unset. */
  trustedProxies: BlockList | undefined
  /** /metrics is served (and requests counted) only with this bearer token set. */
  metricsToken: string | undefined
  /** Whether `npm start` seeds the demo data into an empty database (never in production unless asked). */
  seedDemoData: boolean
  /** Files in S3-compatible object storage; undefined keeps them on local disk under dataDir/files. */
  objectStore: ObjectStoreConfig | undefined
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (DATABASE_URL=) means "not set", as shells and CI files often write it.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const result = v.safeParse(EnvSchema, set)
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
    workers: e.WEB_CONCURRENCY ?? os.availableParallelism(),
    staticDir: path.resolve(e.STATIC_DIR),
    signInTokenKey: e.SIGN_IN_TOKEN_SECRET ? Buffer.from(e.SIGN_IN_TOKEN_SECRET) : randomBytes(32),
    signInKeyFromEnv: e.SIGN_IN_TOKEN_SECRET !== undefined,
    // On unless turned off, except in production, where it must be turned on on purpose.
    signInStandIn: (e.SIGN_IN_STANDIN ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    tokenKeys: Object.fromEntries(
      Object.entries(perState(set, 'COMPLIANCE_TOKEN_KEY_')).map(([state, key]) => [state, Buffer.from(key ?? '')]),
    ),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    legacySiteUrl: e.LEGACY_SITE_URL,
    smtpUrl: e.SMTP_URL,
    pgPoolMax: e.PG_POOL_MAX,
    pgStatementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    metricsToken: e.METRICS_TOKEN,
    seedDemoData: (e.SEED_DEMO_DATA ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    signInUrls: perState(set, 'COMPLIANCE_SIGN_IN_URL_'),
    logoutUrls: perState(set, 'COMPLIANCE_LOGOUT_URL_'),
    objectStore: objectStoreOf(e),
  }
}

/**
 * The object store the S3_* variables name, or undefined for local disk. Half a configuration is refused rather
 * than quietly falling back to local disk, where a cluster's processes would each keep their own files.
 */
function objectStoreOf(e: v.InferOutput<typeof EnvSchema>): ObjectStoreConfig | undefined {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (k) => e[k],
    )
    if (stray.length > 0) throw new Error(`Invalid environment: S3_BUCKET: required when ${stray.join(', ')} is set`)
    return undefined
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
  }
  return {
    bucket,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

/** Variables named PREFIX<STATE>, e.g. COMPLIANCE_SIGN_IN_URL_VIC, as { VIC: value }. */
function perState(env: NodeJS.ProcessEnv, prefix: string): Partial<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([key, value]) => key.startsWith(prefix) && value)
      .map(([key, value]) => [key.slice(prefix.length), value as string]),
  )
}

/**
 * What a production process must be given rather than invent: a per-process random signing key breaks every
 * sign-in that lands on another process or survives a restart. Empty when the config can serve.
 */
export function productionProblems(config: ServerConfig): string[] {
  if (config.nodeEnv !== 'production') return []
  return config.signInKeyFromEnv
    ? []
    : ['SIGN_IN_TOKEN_SECRET must be set in production (at least 32 characters, the same on every process).']
}
