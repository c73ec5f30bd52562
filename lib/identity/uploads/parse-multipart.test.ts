import { boundaryOf, MultipartError, parseMultipart, type FileSink } from './parse-multipart';

const LIMITS = { maxBytes: 1_000_000, maxFieldBytes: 1024, maxParts: 4 };

function body(boundary: string, parts: { name: string; filename?: string; type?: string; data: Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`));
    if (part.type) chunks.push(Buffer.from(`Content-Type: ${part.type}\r\n`));
    chunks.push(Buffer.from('\r\n'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A stream that hands out `bytes` in chunks of `size`, so delimiters fall across chunk edges. */
function streamOf(bytes: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

function collector() {
  const files: Record<string, Buffer> = {};
  return {
    files,
    handlers: {
      file: ({ name }: { name: string }): FileSink => {
        const parts: Buffer[] = [];
        return {
          write: (chunk) => void parts.push(Buffer.from(chunk)),
          end: () => void (files[name] = Buffer.concat(parts)),
        };
      },
    },
  };
}

describe('parseMultipart', () => {
  const boundary = '----formdata-test-0123';
  // Bytes that look like the start of a delimiter inside the file.
  const file = Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from(`\r\n--${boundary.slice(0, 8)}`),
    Buffer.alloc(5000, 7),
  ]);
  const payload = body(boundary, [
    { name: 'documentType', data: Buffer.from('PASSPORT') },
    { name: 'file', filename: 'a "b".jpg', type: 'image/jpeg', data: file },
  ]);

  it.each([1, 3, 17, 64, 4096, 1_000_000])(
    'reads fields and streams the file in chunks of %i bytes',
    async (size) => {
      const { files, handlers } = collector();
      const fields = await parseMultipart(streamOf(payload, size), boundary, handlers, LIMITS);
      expect(fields).toEqual({ documentType: 'PASSPORT' });
      expect(files.file!.equals(file)).toBe(true);
    },
  );

  it('refuses a body over its limit without reading it all', async () => {
    const { handlers } = collector();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(65_536));
      },
    });
    await expect(
      parseMultipart(endless, boundary, handlers, { ...LIMITS, maxBytes: 200_000 }),
    ).rejects.toEqual(new MultipartError('too_large'));
    expect(pulled).toBeLessThan(10);
  });

  it('refuses a body cut short, an oversized field and too many parts', async () => {
    const { handlers } = collector();
    await expect(
      parseMultipart(streamOf(payload.subarray(0, payload.length - 30), 100), boundary, handlers, LIMITS),
    ).rejects.toEqual(new MultipartError('malformed'));
    const bigField = body(boundary, [{ name: 'documentType', data: Buffer.alloc(2000, 65) }]);
    await expect(parseMultipart(streamOf(bigField, 100), boundary, handlers, LIMITS)).rejects.toEqual(
      new MultipartError('too_large'),
    );
    const many = body(
      boundary,
      Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })),
    );
    await expect(parseMultipart(streamOf(many, 100), boundary, handlers, LIMITS)).rejects.toEqual(
      new MultipartError('too_large'),
    );
  });

  it('reads the boundary of a content type', () => {
    expect(boundaryOf('multipart/form-data; boundary=----WebKitFormBoundaryAbc')).toBe(
      '----WebKitFormBoundaryAbc',
    );
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });
});
