import sharp from 'sharp';

/** A photo-like JPEG (noise compresses badly: a few hundred KB at 800 px, so an upload takes a while). */
export async function photo(side = 800): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
