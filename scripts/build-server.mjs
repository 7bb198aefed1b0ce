// `npm run build:server`: the server bundled once with esbuild into dist-server/ (its npm packages stay
// external: production installs them with `npm ci --omit=dev`), so production runs `node dist-server/main.js`
// instead of compiling TypeScript at every start. The migrations are copied beside the bundles.
import { cpSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const outdir = 'dist-server'
rmSync(outdir, { recursive: true, force: true })
await build({
  entryPoints: { main: 'server/main.ts', 'db-migrate': 'server/db/migrate-cli.ts', seed: 'server/db/seed/cli.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true })
console.log(`Built the server into ${outdir}/ (main.js, db-migrate.js, seed.js)`)
