import fs from 'node:fs';
import { Readable } from 'node:stream';

import { FILE_RESPONSE_HEADERS } from '../../http/file-response-headers';
import type { ReadableFile } from '../domain/documents/read-document-file';

/** A stored image, streamed from disk with the owner-only headers. */
export function fileResponse(file: ReadableFile): Response {
  const stream = Readable.toWeb(fs.createReadStream(file.file)) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    status: 200,
    headers: { ...FILE_RESPONSE_HEADERS, 'Content-Type': file.mimeType, 'Content-Length': String(file.size) },
  });
}
