import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { contentMatchesExtension } from '../../server/uploads/sniff.ts'
import { SniffStream } from '../../server/uploads/sniff-stream.ts'
import type { UploadExtension } from '../../src/contract/documents.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (s: string) => new TextEncoder().encode(s)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)
const PDF = ascii('%PDF-1.4\n')
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0)

describe('contentMatchesExtension', () => {
  const cases: [UploadExtension, Uint8Array][] = [
    ['pdf', PDF],
    ['png', PNG],
    ['jpg', JPEG],
    ['jpeg', JPEG],
    ['doc', OLE2],
    ['xls', OLE2],
    ['ppt', OLE2],
    ['docx', ZIP],
    ['xlsx', ZIP],
    ['pptx', ZIP],
    ['csv', ascii('name,amount\r\n"Smith, J",12.50\r\n')],
    ['txt', ascii('Gate code 1234\tKeys in the lockbox\n')],
  ]
  it.each(cases)('accepts %s content for a .%s name', (ext, head) => {
    expect(contentMatchesExtension(ext, head)).toBe(true)
  })

  it.each(cases)('refuses an executable named .%s', (ext) => {
    expect(contentMatchesExtension(ext, EXE)).toBe(false)
  })

  it('tells the families apart', () => {
    expect(contentMatchesExtension('pdf', PNG)).toBe(false)
    expect(contentMatchesExtension('png', JPEG)).toBe(false)
    expect(contentMatchesExtension('docx', OLE2)).toBe(false)
    expect(contentMatchesExtension('doc', ZIP)).toBe(false)
    expect(contentMatchesExtension('txt', PDF)).toBe(false)
    expect(contentMatchesExtension('csv', ZIP)).toBe(false)
  })

  it('reads text the way spreadsheets write it: legacy code pages and UTF-16 with its mark', () => {
    expect(contentMatchesExtension('csv', bytes(0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31, 0x0a))).toBe(true) // Café,1 in Windows-1252
    expect(contentMatchesExtension('txt', bytes(0xff, 0xfe, 0x41, 0, 0x42, 0))).toBe(true)
    expect(contentMatchesExtension('txt', bytes(0x41, 0, 0x42))).toBe(false)
    expect(contentMatchesExtension('txt', new Uint8Array())).toBe(true)
    expect(contentMatchesExtension('pdf', new Uint8Array())).toBe(false)
  })

  it('finds a PDF header after leading bytes, as readers do', () => {
    expect(contentMatchesExtension('pdf', ascii(`${' '.repeat(100)}%PDF-1.7`))).toBe(true)
  })
})

describe('SniffStream', () => {
  it('passes matching bytes through unchanged, even in small chunks', async () => {
    const chunks = ['%P', 'DF-1.7\n', 'x'.repeat(5000)].map((s) => Buffer.from(s))
    expect(await text(Readable.from(chunks).pipe(new SniffStream('pdf')))).toBe(`%PDF-1.7\n${'x'.repeat(5000)}`)
  })

  it('fails on content that is not what the name says', async () => {
    await expect(text(Readable.from([Buffer.from(EXE)]).pipe(new SniffStream('pdf')))).rejects.toThrow(
      'Invalid file type',
    )
  })
})
