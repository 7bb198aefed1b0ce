import { describe, expect, it } from 'vitest'
import {
  CSS_PX_PER_PDF_POINT,
  canvasPixelRatio,
  fitWidthZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './pdf-zoom.ts'

const A4_WIDTH_PT = 595.28

describe('zoom steps', () => {
  it('goes to the next step up or down from a step', () => {
    expect(zoomIn(1)).toBe(1.25)
    expect(zoomOut(1)).toBe(0.75)
    expect(zoomIn(2)).toBe(3)
    expect(zoomOut(0.5)).toBe(0.25)
  })

  it('goes to the nearest step from a zoom between steps (fit width)', () => {
    expect(zoomIn(0.41)).toBe(0.5)
    expect(zoomOut(0.41)).toBe(0.25)
    expect(zoomIn(1.1)).toBe(1.25)
    expect(zoomOut(1.1)).toBe(1)
  })

  it('stops at the ends', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM)
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM)
  })

  it('reads as a percentage', () => {
    expect(zoomPercent(1)).toBe('100%')
    expect(zoomPercent(0.4123)).toBe('41%')
  })
})

describe('fitWidthZoom', () => {
  it('fills the width: an A4 page in 312 px on a 360 px phone', () => {
    const zoom = fitWidthZoom(312, A4_WIDTH_PT)
    expect(A4_WIDTH_PT * CSS_PX_PER_PDF_POINT * zoom).toBeCloseTo(312)
  })

  it('stays within the zoom limits', () => {
    expect(fitWidthZoom(10, A4_WIDTH_PT)).toBe(MIN_ZOOM)
    expect(fitWidthZoom(100_000, A4_WIDTH_PT)).toBe(MAX_ZOOM)
  })

  it('is 100% before anything was measured', () => {
    expect(fitWidthZoom(0, A4_WIDTH_PT)).toBe(1)
    expect(fitWidthZoom(300, 0)).toBe(1)
  })
})

describe('canvasPixelRatio', () => {
  it('uses the screen density for a page of normal size', () => {
    expect(canvasPixelRatio(312, 441, 2.625)).toBe(2.625)
    expect(canvasPixelRatio(312, 441, 0)).toBe(1)
  })

  it('lowers the density so a large zoom stays under the canvas limit', () => {
    const ratio = canvasPixelRatio(3175, 4490, 3)
    expect(ratio).toBeLessThan(3)
    expect(3175 * ratio * 4490 * ratio).toBeLessThanOrEqual(16_000_001)
  })
})
