import { describe, expect, it } from 'vitest'
import { ringAngles, ringPath } from './donut-svg.tsx'

describe('the Portfolio donut', () => {
  it('gives each non-empty segment its share of the ring, clockwise from 12 o’clock, in order', () => {
    const rings = ringAngles([2, 0, 1, 1])
    expect(rings.map((r) => r.index)).toEqual([0, 2, 3])
    expect(rings[0]).toEqual({ index: 0, from: 0, to: Math.PI })
    expect(rings[1]?.from).toBeCloseTo(Math.PI)
    expect(rings[2]?.to).toBeCloseTo(2 * Math.PI)
  })

  it('draws nothing for an empty portfolio', () => {
    expect(ringAngles([0, 0, 0])).toEqual([])
  })

  it('draws a segment that is the whole ring as two halves, since one arc cannot end where it starts', () => {
    const path = ringPath(0, 2 * Math.PI)
    expect(path.match(/M /g)).toHaveLength(2)
    expect(path).toContain('M 0.0000 -1.0000')
  })

  it('takes the long way round for a segment over half the ring', () => {
    expect(ringPath(0, 1.5 * Math.PI)).toContain('A 1 1 0 1 1')
    expect(ringPath(0, 0.5 * Math.PI)).toContain('A 1 1 0 0 1')
  })
})
