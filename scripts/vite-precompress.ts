import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text files worth compressing; source maps are for developers and stay as they are. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of the build, once, so the
 * server sends them as they are (server/http/static.ts) instead of compressing each answer on the fly with a
 * fast, weaker setting. Runs after every other plugin has written its files (the service worker included);
 * the worker's precache lists only the original names, so nothing changes there.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'acp-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        const work: Promise<unknown>[] = []
        for await (const file of files(outDir)) {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue
          work.push(
            readFile(file).then((source) =>
              Promise.all([
                brotli(source, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }).then((out) => writeFile(`${file}.br`, out)),
                gz(source, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
              ]),
            ),
          )
        }
        await Promise.all(work)
      },
    },
  }
}
