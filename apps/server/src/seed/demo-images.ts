import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG of a diagonal gradient from `from` to `to` with a lighter disc in the middle: demo
 * logos and photos that look like pictures without shipping image files.
 */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  const r2 = (Math.min(width, height) * 0.3) ** 2;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const k = (x / width + y / height) / 2;
      const disc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < r2 ? 0.35 : 0;
      for (let c = 0; c < 3; c += 1) {
        const v = from[c] + (to[c] - from[c]) * k;
        rows[row + 1 + x * 3 + c] = Math.round(v + (255 - v) * disc);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Pleasant colour pairs the demo images are drawn from. */
export const demoPalette: readonly (readonly [Rgb, Rgb])[] = [
  [[255, 94, 58], [255, 149, 0]],
  [[52, 120, 246], [88, 86, 214]],
  [[52, 199, 89], [48, 176, 199]],
  [[175, 82, 222], [255, 45, 85]],
  [[255, 204, 0], [255, 149, 0]],
  [[90, 200, 250], [0, 122, 255]],
  [[142, 142, 147], [58, 58, 60]],
  [[255, 55, 95], [191, 90, 242]],
];
