/**
 * A streaming multipart/form-data reader (RFC 7578) for the upload endpoint: text fields are kept
 * (small and bounded), a file part is handed to a sink chunk by chunk as it arrives, so an upload is
 * never held in memory whole. Only what one upload needs: no nested multipart, no encodings.
 */

/** Where a file part's bytes go; `write` may wait (back-pressure). */
export type FileSink = {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
};

export type FilePartInfo = { name: string; filename: string; contentType: string | null };

export type MultipartHandlers = {
  /** A file part starts; the returned sink receives its bytes. */
  file(info: FilePartInfo): FileSink;
};

export type MultipartLimits = {
  /** The whole body, envelope included. */
  maxBytes: number;
  /** Each text field. */
  maxFieldBytes: number;
  maxParts: number;
};

/** Why a body was refused: too large (→ 413) or not well-formed multipart (→ 400). */
export class MultipartError extends Error {
  constructor(readonly reason: 'too_large' | 'malformed') {
    super(`multipart: ${reason}`);
    this.name = 'MultipartError';
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

/** The boundary of a `multipart/form-data` content type, or null. */
export function boundaryOf(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

type PartHeaders = { name: string; filename: string | null; contentType: string | null };

function parseHeaders(block: string): PartHeaders {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new MultipartError('malformed');
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    else if (key === 'content-type') contentType = value;
  }
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError('malformed');
  const param = (key: string) => {
    const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
    return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
  };
  const name = param('name');
  if (name === null) throw new MultipartError('malformed');
  return { name, filename: param('filename'), contentType };
}

/**
 * Reads `body` to its end (or throws MultipartError). Returns the text fields; file parts went to
 * the handlers' sinks, each ended before this resolves.
 */
export async function parseMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  handlers: MultipartHandlers,
  limits: MultipartLimits,
): Promise<Record<string, string>> {
  // The first delimiter may open the body without a CRLF before it: pretend there was one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let buffer: Buffer = Buffer.from(CRLF);
  let total = 0;
  let parts = 0;
  type State = 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done';
  // Widened: the steps change it inside closures the compiler does not follow.
  let state = 'preamble' as State;
  let current: { headers: PartHeaders; sink: FileSink | null; text: Buffer[]; textBytes: number } | null =
    null;

  const emit = async (chunk: Buffer) => {
    if (!current || chunk.length === 0) return;
    if (current.sink) {
      await current.sink.write(chunk);
      return;
    }
    current.textBytes += chunk.length;
    if (current.textBytes > limits.maxFieldBytes) throw new MultipartError('too_large');
    current.text.push(chunk);
  };
  const finishPart = async () => {
    if (!current) return;
    if (current.sink) await current.sink.end();
    else fields[current.headers.name] = Buffer.concat(current.text).toString('utf8');
    current = null;
  };

  /** Consumes as much of `buffer` as the state machine can; false when it needs more bytes. */
  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
          return false;
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after-delimiter';
        return true;
      }
      case 'after-delimiter': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done';
          return false;
        }
        // Transport padding (spaces or tabs) may follow a delimiter before its CRLF.
        const eol = buffer.indexOf(CRLF);
        if (eol < 0) {
          if (buffer.length > 64) throw new MultipartError('malformed');
          return false;
        }
        if (buffer.subarray(0, eol).toString('latin1').trim() !== '') throw new MultipartError('malformed');
        buffer = buffer.subarray(eol + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buffer.indexOf(HEADER_END);
        if (end < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError('malformed');
          return false;
        }
        const headers = parseHeaders(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + HEADER_END.length);
        if (++parts > limits.maxParts) throw new MultipartError('too_large');
        const sink =
          headers.filename !== null
            ? handlers.file({
                name: headers.name,
                filename: headers.filename,
                contentType: headers.contentType,
              })
            : null;
        current = { headers, sink, text: [], textBytes: 0 };
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          // Keep what could be the start of a delimiter split across chunks.
          const safe = buffer.length - delimiter.length + 1;
          if (safe > 0) {
            await emit(buffer.subarray(0, safe));
            buffer = buffer.subarray(safe);
          }
          return false;
        }
        await emit(buffer.subarray(0, at));
        buffer = buffer.subarray(at + delimiter.length);
        await finishPart();
        state = 'after-delimiter';
        return true;
      }
      case 'done':
        return false;
    }
  };

  const reader = body.getReader();
  try {
    while (state !== 'done') {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limits.maxBytes) throw new MultipartError('too_large');
      buffer = buffer.length === 0 ? Buffer.from(value) : Buffer.concat([buffer, value]);
      while (await step()) {
        // keep stepping while there is something to consume
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
  // A body cut short (a cancelled or killed upload) never reached its closing delimiter.
  if (state !== 'done') throw new MultipartError('malformed');
  return fields;
}
