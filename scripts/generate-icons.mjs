// Writes the PWA icons and install screenshots in public/ as real PNGs, with no image library:
// a tiny RGBA canvas, shapes drawn by coverage tests, and a PNG encoder over node:zlib.
// Run: node scripts/generate-icons.mjs (outputs are committed; rerun only to change the artwork).
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BLUE = [0x12, 0x43, 0x8f]
const WHITE = [0xff, 0xff, 0xff]
const GREEN = [0x2e, 0x9e, 0x5b]
const GREY = [0xe8, 0xec, 0xf2]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height)
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A canvas where shapes are functions (x, y) => inside?, sampled 4×4 per pixel for smooth edges. */
function canvas(width, height) {
  const px = Buffer.alloc(width * height * 4)
  const paint = (colour, inside, box = [0, 0, width, height]) => {
    const [x0, y0, x1, y1] = box.map(Math.round)
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) {
        let hits = 0
        for (let sy = 0; sy < 4; sy++)
          for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++
        if (!hits) continue
        const a = hits / 16
        const i = (y * width + x) * 4
        const under = px[i + 3] / 255
        for (let c = 0; c < 3; c++) px[i + c] = Math.round(colour[c] * a + px[i + c] * (1 - a))
        px[i + 3] = Math.round(255 * (a + under * (1 - a)))
      }
  }
  return { px, paint, png: () => encodePng(width, height, px) }
}

const rect = (x0, y0, x1, y1) => [(x, y) => x >= x0 && x < x1 && y >= y0 && y < y1, [x0, y0, x1, y1]]
const roundRect = (x0, y0, x1, y1, r) => [
  (x, y) => {
    const cx = Math.min(Math.max(x, x0 + r), x1 - r)
    const cy = Math.min(Math.max(y, y0 + r), y1 - r)
    return x >= x0 && x < x1 && y >= y0 && y < y1 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r
  },
  [x0, y0, x1, y1],
]
const side = (ax, ay, bx, by, x, y) => (bx - ax) * (y - ay) - (by - ay) * (x - ax)
const triangle = (a, b, c) => [
  (x, y) => {
    const d1 = side(...a, ...b, x, y)
    const d2 = side(...b, ...c, x, y)
    const d3 = side(...c, ...a, x, y)
    return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
  },
  [
    Math.min(a[0], b[0], c[0]),
    Math.min(a[1], b[1], c[1]),
    Math.max(a[0], b[0], c[0]) + 1,
    Math.max(a[1], b[1], c[1]) + 1,
  ],
]
const thickLine = (ax, ay, bx, by, w) => [
  (x, y) => {
    const dx = bx - ax
    const dy = by - ay
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= (w / 2) ** 2
  },
  [Math.min(ax, bx) - w, Math.min(ay, by) - w, Math.max(ax, bx) + w, Math.max(ay, by) + w],
]

/** A white house with a green tick, centred in a square of `size` with the art filling `scale` of it. */
function drawMark(c, size, scale, ox = 0, oy = 0) {
  const u = (v) => v * size * scale
  const o = (size * (1 - scale)) / 2
  const X = (v) => ox + o + u(v)
  const Y = (v) => oy + o + u(v)
  c.paint(WHITE, ...triangle([X(0.5), Y(0.08)], [X(0.04), Y(0.48)], [X(0.96), Y(0.48)]))
  c.paint(WHITE, ...rect(X(0.16), Y(0.46), X(0.84), Y(0.9)))
  c.paint(GREEN, ...thickLine(X(0.3), Y(0.66), X(0.45), Y(0.8), u(0.09)))
  c.paint(GREEN, ...thickLine(X(0.45), Y(0.8), X(0.72), Y(0.52), u(0.09)))
}

function icon(size, maskable) {
  const c = canvas(size, size)
  if (maskable) c.paint(BLUE, ...rect(0, 0, size, size))
  else c.paint(BLUE, ...roundRect(0, 0, size, size, size * 0.18))
  // Maskable icons may be cut to a circle of 80 %: the mark stays inside it.
  drawMark(c, size, maskable ? 0.5 : 0.66)
  return c.png()
}

/** A stylised screen: header bar with the mark, and cards, for the install dialog's preview. */
function screenshot(width, height, cards) {
  const c = canvas(width, height)
  c.paint(GREY, ...rect(0, 0, width, height))
  const bar = Math.round(height * 0.08)
  c.paint(BLUE, ...rect(0, 0, width, bar))
  drawMark(c, bar, 0.7, 16, 0)
  const gap = 24
  const cols = width > height ? 3 : 1
  const cardW = (width - gap * (cols + 1)) / cols
  const cardH = (height - bar - gap * (Math.ceil(cards / cols) + 1)) / Math.ceil(cards / cols)
  for (let i = 0; i < cards; i++) {
    const x = gap + (i % cols) * (cardW + gap)
    const y = bar + gap + Math.floor(i / cols) * (cardH + gap)
    c.paint(WHITE, ...roundRect(x, y, x + cardW, y + cardH, 12))
    c.paint(BLUE, ...roundRect(x + 20, y + 20, x + cardW * 0.6, y + 44, 6))
    c.paint(i % 2 ? GREEN : GREY, ...roundRect(x + 20, y + 64, x + cardW - 20, y + cardH - 20, 8))
  }
  return c.png()
}

mkdirSync('public/icons', { recursive: true })
mkdirSync('public/screenshots', { recursive: true })
writeFileSync('public/icons/icon-192.png', icon(192, false))
writeFileSync('public/icons/icon-512.png', icon(512, false))
writeFileSync('public/icons/icon-maskable-512.png', icon(512, true))
writeFileSync('public/icons/apple-touch-icon-180.png', icon(180, true))
writeFileSync('public/screenshots/wide.png', screenshot(1280, 800, 6))
writeFileSync('public/screenshots/narrow.png', screenshot(720, 1280, 3))
console.log('wrote public/icons and public/screenshots')
