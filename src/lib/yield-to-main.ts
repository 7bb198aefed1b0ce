/**
 * Lets the browser run what waits (input, paint, the network's answers) before going on: a long start-up split
 * into tasks a phone can interleave, rather than one that blocks it (issue 16 goal 4, no task over 100 ms).
 * scheduler.yield() where the browser has it (it resumes ahead of other tasks), a message otherwise, which unlike
 * setTimeout(0) is not clamped.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
