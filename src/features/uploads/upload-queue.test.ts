import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uploadStatusText, uploadSummaryText } from './upload-labels.ts'
import { createUploadQueue, type SendContext, type SendOutcome, type UploadItem } from './upload-queue.ts'

type Pending = {
  item: UploadItem<string, string>
  context: SendContext
  resolve: (outcome: SendOutcome<string>) => void
  reject: (error: Error) => void
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' })

function setup(check?: (file: File) => string | null) {
  const pending: Pending[] = []
  const removed: string[] = []
  let n = 0
  const queue = createUploadQueue<string, string>({
    send: (item, context) =>
      new Promise((resolve, reject) => {
        pending.push({ item, context, resolve, reject })
      }),
    check,
    onRemove: (item) => removed.push(item.id),
    newId: () => `u${++n}`,
  })
  const statuses = () => queue.items().map((item) => item.status)
  return { queue, pending, removed, statuses }
}

describe('the upload queue', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts nothing until the one-second check, then at most 2 at once', async () => {
    const { queue, pending, statuses } = setup()
    queue.add(['a', 'b', 'c'].map((name) => ({ file: file(`${name}.pdf`), payload: name })))
    expect(statuses()).toEqual(['queued', 'queued', 'queued'])
    await vi.advanceTimersByTimeAsync(999)
    expect(pending).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(statuses()).toEqual(['uploading', 'uploading', 'queued'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(pending).toHaveLength(2)
  })

  it('starts the next queued item at the check after one finishes, never a third alongside', async () => {
    const { queue, pending, statuses } = setup()
    queue.add(['a', 'b', 'c', 'd'].map((name) => ({ file: file(`${name}.pdf`), payload: name })))
    await vi.advanceTimersByTimeAsync(1000)
    pending[0]?.resolve({ kind: 'done', result: 'doc-a' })
    await vi.advanceTimersByTimeAsync(0)
    expect(statuses()).toEqual(['success', 'uploading', 'queued', 'queued'])
    expect(queue.items()[0]?.result).toBe('doc-a')
    await vi.advanceTimersByTimeAsync(1000)
    expect(statuses()).toEqual(['success', 'uploading', 'uploading', 'queued'])
    expect(statuses().filter((s) => s === 'uploading')).toHaveLength(2)
    expect(pending.map((p) => p.item.payload)).toEqual(['a', 'b', 'c'])
  })

  it('fails a file that breaks the rules at once, without sending it', async () => {
    const { queue, pending } = setup((f) =>
      f.size > 100 ? 'File size is too large' : f.name.endsWith('.exe') ? 'Invalid file type' : null,
    )
    queue.add([
      { file: file('big.pdf', 101), payload: 'big' },
      { file: file('tool.exe'), payload: 'exe' },
      { file: file('ok.pdf'), payload: 'ok' },
    ])
    const [big, exe, ok] = queue.items()
    expect(big?.status).toBe('failed')
    expect(big && uploadStatusText(big)).toBe('Failed (File size is too large)')
    expect(exe && uploadStatusText(exe)).toBe('Failed (Invalid file type)')
    expect(ok?.status).toBe('queued')
    await vi.advanceTimersByTimeAsync(1000)
    expect(pending.map((p) => p.item.payload)).toEqual(['ok'])
  })

  it('shows real progress, Processing... at 100%, and the server error or Unknown error', async () => {
    const { queue, pending } = setup()
    queue.add([
      { file: file('a.pdf'), payload: 'a' },
      { file: file('b.pdf'), payload: 'b' },
    ])
    const text = (i: number) => {
      const item = queue.items()[i]
      return item && uploadStatusText(item)
    }
    expect(text(0)).toBe('Queued')
    await vi.advanceTimersByTimeAsync(1000)
    expect(text(0)).toBe('Uploading... (0%)')
    pending[0]?.context.onProgress(42.4)
    expect(text(0)).toBe('Uploading... (42%)')
    pending[0]?.context.onProgress(100)
    expect(text(0)).toBe('Processing...')
    pending[0]?.resolve({ kind: 'done', result: 'x' })
    pending[1]?.reject(new Error('Property not found'))
    await vi.advanceTimersByTimeAsync(0)
    expect(text(0)).toBe('Uploaded (100%)')
    expect(text(1)).toBe('Failed (Property not found)')
    expect(uploadSummaryText(queue.items())).toEqual(['1 upload(s) completed', '1 upload(s) failed'])
  })

  it('cancel removes an item from any state and stops its upload', async () => {
    const { queue, pending, removed } = setup((f) => (f.size > 100 ? 'File size is too large' : null))
    const [a, b, c, d] = queue.add([
      { file: file('a.pdf'), payload: 'a' },
      { file: file('b.pdf'), payload: 'b' },
      { file: file('c.pdf'), payload: 'c' },
      { file: file('big.pdf', 101), payload: 'big' },
    ])
    await vi.advanceTimersByTimeAsync(1000)
    const signal = pending[0]?.context.signal
    queue.cancel(a as string) // uploading
    queue.cancel(c as string) // queued
    queue.cancel(d as string) // failed
    expect(signal?.aborted).toBe(true)
    expect(queue.items().map((item) => item.id)).toEqual([b])
    expect(removed).toEqual([a, c, d])
    // A late answer for the cancelled upload changes nothing.
    pending[0]?.resolve({ kind: 'done', result: 'late' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(queue.items().map((item) => item.id)).toEqual([b])
    queue.cancel(b as string) // uploading too
    expect(queue.items()).toEqual([])
  })

  it('counts a queued item without a file as uploaded when its turn comes', async () => {
    const { queue, pending, statuses } = setup()
    queue.add([{ file: null, payload: 'placeholder' }])
    expect(statuses()).toEqual(['queued'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(statuses()).toEqual(['success'])
    expect(pending).toHaveLength(0)
  })

  it('holds a waiting (offline) upload outside the slots until the outbox settles it', async () => {
    const { queue, pending, statuses } = setup()
    const [a] = queue.add(['a', 'b', 'c'].map((name) => ({ file: file(`${name}.pdf`), payload: name })))
    await vi.advanceTimersByTimeAsync(1000)
    pending[0]?.resolve({ kind: 'waiting' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(statuses()).toEqual(['waiting', 'uploading', 'uploading'])
    expect(uploadStatusText(queue.items()[0] as UploadItem<string, string>)).toBe('Waiting for connection')
    queue.settle(a as string, { ok: true, result: 'replayed' })
    expect(queue.items()[0]?.status).toBe('success')
  })

  it('Clear removes finished items only; the summary counts pending ones while any are', async () => {
    const { queue, pending } = setup((f) => (f.size > 100 ? 'File size is too large' : null))
    queue.add([
      { file: file('a.pdf'), payload: 'a' },
      { file: file('big.pdf', 101), payload: 'big' },
      { file: file('c.pdf'), payload: 'c' },
      { file: file('d.pdf'), payload: 'd' },
    ])
    expect(uploadSummaryText(queue.items())).toEqual(['Uploading 3 file(s)'])
    await vi.advanceTimersByTimeAsync(1000)
    pending[0]?.resolve({ kind: 'done', result: 'ok' })
    await vi.advanceTimersByTimeAsync(0)
    queue.clear()
    expect(queue.items().map((item) => item.payload)).toEqual(['c', 'd'])
  })

  it('keeps no timer running when nothing is queued', async () => {
    const { queue } = setup()
    expect(vi.getTimerCount()).toBe(0)
    const [a] = queue.add([{ file: file('a.pdf'), payload: 'a' }])
    expect(vi.getTimerCount()).toBe(1)
    queue.cancel(a as string)
    expect(vi.getTimerCount()).toBe(0)
  })
})
