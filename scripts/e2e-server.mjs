// Starts the real server for Playwright on a fresh data directory, so every run begins from the seed.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

// One data directory per port, so two runs on different ports never share (or delete) each other's.
const dataDir = `.tmp/e2e-data-${process.env.PORT ?? 'default'}`
rmSync(dataDir, { recursive: true, force: true })
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SIGN_IN_STANDIN: '1',
    // Production refuses to invent a signing key or seed by itself: a test server is given both on purpose.
    SIGN_IN_TOKEN_SECRET: 'e2e-server-secret-0123456789abcdef0123',
    SEED_DEMO_DATA: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
