import zlib from 'node:zlib';
import sharp from 'sharp';

/** Test images, made here rather than checked in (DESIGN §5: the tests say what they feed in). */

/** A JPEG of the given size with some structure (a gradient), so it is a picture and not a flat fill. */
export async function jpeg(width = 800, height = 800, options: { gps?: boolean } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 3000', Copyright: 'secret owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    });
  }
  return image.toBuffer();
}

export async function png(width = 800, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A genuine decompression bomb: a valid 20000×20000 RGB PNG of one colour, about 1.2 MB on the wire
 * and 1.2 GB once decoded. Built row block by row block, so making it costs no such memory either.
 */
export async function pngBomb(side = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const rowsPerBlock = 100;
  const block = Buffer.alloc(rowsPerBlock * (1 + 3 * side)); // filter byte 0 + black pixels
  for (let row = 0; row < side; row += rowsPerBlock) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  await new Promise((resolve) => deflate.end(resolve));
  await new Promise((resolve) => (deflate.readableEnded ? resolve(null) : deflate.once('end', resolve)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text that calls itself a PNG. */
export const TEXT_AS_PNG = Buffer.from('This is not an image, whatever its name says.\n'.repeat(200));
