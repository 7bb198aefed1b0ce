import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main.ts'

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes after what was already queued, through a message where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    const queued = new Promise<void>((resolve) =>
      queueMicrotask(() => {
        order.push('queued')
        resolve()
      }),
    )
    await yieldToMain()
    order.push('resumed')
    await queued
    expect(order).toEqual(['queued', 'resumed'])
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToMain()
    expect(yieldFn).toHaveBeenCalledOnce()
  })
})
