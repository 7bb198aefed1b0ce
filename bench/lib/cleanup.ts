import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Task = () => Promise<void> | void

const pending = new Set<Task>()

/**
 * Registers something to undo (close a server, remove a directory) and returns a function that undoes it
 * now. Whatever is still registered when the run ends, fails or is interrupted is undone by cleanupAll.
 */
export function defer(task: Task): () => Promise<void> {
  let done = false
  const once: Task = async () => {
    if (done) return
    done = true
    pending.delete(once)
    await task()
  }
  pending.add(once)
  return async () => {
    await once()
  }
}

/** A new directory under the OS temp dir, removed at cleanup. */
export function tempDir(prefix: string): { dir: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  return { dir, remove: defer(() => rmSync(dir, { recursive: true, force: true })) }
}

/** Undoes everything still registered, newest first; one failure does not stop the rest. */
export async function cleanupAll(): Promise<void> {
  for (const task of [...pending].reverse()) {
    try {
      await task()
    } catch (error) {
      process.stderr.write(`cleanup failed: ${String(error)}\n`)
    }
  }
}
