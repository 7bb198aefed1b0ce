import { describe, expect, it } from 'vitest'
import { parseStat, postgresCpuSeconds, type Stat, treeCpuSeconds } from './process-cpu.ts'

describe('process CPU from /proc', () => {
  it('reads the pid, parent, command and CPU seconds of a stat line, whatever the command holds', () => {
    const line = '4242 (node (worker) 1) S 4200 4242 4200 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0 123 0 0'
    expect(parseStat(line)).toEqual({
      pid: 4242,
      ppid: 4200,
      command: 'node (worker) 1',
      cpuSeconds: 3.25,
      endedChildrenCpuSeconds: 0,
    })
    expect(parseStat('garbage')).toBeUndefined()
  })

  const stat = (pid: number, ppid: number, command: string, cpuSeconds: number, endedChildrenCpuSeconds = 0): Stat => ({
    pid,
    ppid,
    command,
    cpuSeconds,
    endedChildrenCpuSeconds,
  })

  it('adds up a process and everything under it', () => {
    const all = [stat(1, 0, 'init', 9), stat(10, 1, 'tsx', 1), stat(11, 10, 'node', 2), stat(12, 11, 'node', 3)]
    all.push(stat(13, 11, 'node', 4))
    expect(treeCpuSeconds(10, all)).toBe(10)
    expect(treeCpuSeconds(11, all)).toBe(9)
    expect(treeCpuSeconds(99, all)).toBe(0)
  })

  it("counts PostgreSQL's processes by name, and its ended backends through the server's process", () => {
    const live = [stat(1, 0, 'init', 9, 50), stat(20, 1, 'postgres', 5, 1), stat(21, 20, 'postgres', 6, 70)]
    expect(postgresCpuSeconds(live)).toBe(12)
    // Backend 21 ends: its 6 s (and more since) are now the server's ended children's; the total never falls.
    const after = [stat(1, 0, 'init', 9, 50), stat(20, 1, 'postgres', 5, 8)]
    expect(postgresCpuSeconds(after)).toBe(13)
  })
})
