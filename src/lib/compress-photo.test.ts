import { describe, expect, it } from 'vitest'
import { compressPhoto, PHOTO_COMPRESS_ABOVE_BYTES, scaledSize, shouldCompress } from './compress-photo.ts'

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })

describe('photo compression on the phone', () => {
  it('touches only photos larger than useful; PDFs and office files keep their originals', () => {
    const big = PHOTO_COMPRESS_ABOVE_BYTES + 1
    expect(shouldCompress(file('a.jpg', 'image/jpeg', big))).toBe(true)
    expect(shouldCompress(file('a.png', 'image/png', big))).toBe(true)
    expect(shouldCompress(file('a.jpg', 'image/jpeg', PHOTO_COMPRESS_ABOVE_BYTES))).toBe(false)
    expect(shouldCompress(file('a.pdf', 'application/pdf', big * 4))).toBe(false)
    expect(
      shouldCompress(
        file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', big * 4),
      ),
    ).toBe(false)
  })

  it('keeps the long edge within the limit and never enlarges', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2560, height: 1920 })
    expect(scaledSize(3024, 4032)).toEqual({ width: 1920, height: 2560 })
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it('gives back the same file when it should not or cannot compress', async () => {
    const pdf = file('a.pdf', 'application/pdf', 10)
    expect(await compressPhoto(pdf)).toBe(pdf)
    // Not a decodable image: sent as it is, the server decides.
    const broken = file('a.jpg', 'image/jpeg', PHOTO_COMPRESS_ABOVE_BYTES + 1)
    expect(await compressPhoto(broken)).toBe(broken)
  })
})
