// `npm start` serves the built app: build it when it is missing or older than its sources.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const built = 'dist/index.html'
const sources = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package-lock.json']

function newestMtime(p) {
  if (!existsSync(p)) return 0
  const stat = statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))))
}

if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('Building the app…')
  execSync('npm run build', { stdio: 'inherit' })
}
