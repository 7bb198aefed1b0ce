import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
export const projectRoot = path.dirname(benchDir)

/** Runs a project CLI quietly; its output is shown only if it fails. */
function tool(name: string, ...args: string[]): void {
  const bin = path.join(projectRoot, 'node_modules', '.bin', name)
  try {
    execFileSync(bin, args, { cwd: projectRoot, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : ''
    throw new Error(`${name} ${args.join(' ')} failed\n${output}`)
  }
}

/**
 * Builds the app as `npm run build` does (panda codegen, tsr generate, vite build with vite.config.ts),
 * but into `outDir`, leaving dist/ alone.
 */
export async function buildApp(outDir: string): Promise<void> {
  tool('panda', 'codegen', '--silent')
  tool('tsr', 'generate')
  await build({
    root: projectRoot,
    configFile: path.join(projectRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  })
}

/** Builds bench/baseline: a bare Vite + React 19 page, with the same JS target as the app. */
export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    root: path.join(benchDir, 'baseline'),
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    // Inline (empty) PostCSS config, so the project's panda PostCSS config is not picked up.
    css: { postcss: {} },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
}
