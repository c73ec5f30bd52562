import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';

import {
  UPLOAD_FILE_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIN_SIDE_PX,
  UPLOAD_REQUEST_MAX_BYTES,
} from '../../policy';
import { DOCUMENT_PATH_PATTERN } from '../../schemas/documents';
import { IdentityError } from '../identity-error';
import {
  UPLOAD_DECODED_BYTES_PER_PIXEL,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_MAX_PIXELS,
  UPLOAD_SNIFF_BYTES,
} from '../identity-policy';
import { imageQueue } from './image-queue';
import { boundaryOf, MultipartError, parseMultipart, type FileSink } from './parse-multipart';

/**
 * sharp (libvips) and file-type are loaded at the first image, not at start: together about 10 MiB of
 * resident memory that a server nobody sends documents to never needs (the performance issue).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
function loadSharp(): Promise<typeof import('sharp')> {
  return (sharpModule ??= import('sharp').then((loaded) => {
    // Nothing decoded is kept between uploads: memory stays bounded by the image in hand.
    loaded.default.cache(false);
    // One libvips thread per image: the image queue decides how many cores image work gets.
    loaded.default.concurrency(1);
    return loaded;
  }));
}

const INCOMING = '.incoming';
const FIELD_MAX_BYTES = 1024;
const MAX_PARTS = 4;

export type ImageMime = 'image/jpeg' | 'image/png';
export type StoredImage = { path: string; mimeType: ImageMime; size: number; width: number; height: number };

/**
 * Why an upload was refused, as a field error of `file` (SPEC §8 codes) and an HTTP status: the
 * browser shows 'Invalid size' for max_length, 'Image too small' for min_length (the sides) and
 * 'Invalid type' for invalid_value.
 */
export class UploadRefusal extends Error {
  constructor(
    readonly field: string,
    readonly code: 'required' | 'max_length' | 'min_length' | 'invalid_value' | 'invalid_request',
    readonly status: number,
  ) {
    super(`upload refused: ${field} ${code}`);
    this.name = 'UploadRefusal';
  }
}

/** The disk (or the process's file-size limit) left no room for the upload: the operator's problem, not the user's. */
export class UploadStorageFull extends Error {
  constructor(cause: unknown) {
    super('upload storage full', { cause });
    this.name = 'UploadStorageFull';
  }
}

const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** Whether a write failed for want of room (a full disk, a quota, a file-size limit). */
export function isNoRoom(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NO_ROOM_CODES.has(code)) return true;
  // sharp reports a failed write in words only.
  return /no space left|file too large|quota exceeded/i.test(error.message);
}

export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** The file a stored path names, or null unless it is a name this service gave (no traversal). */
export function storedFilePath(dataDir: string, relative: string): string | null {
  if (!DOCUMENT_PATH_PATTERN.test(relative)) return null;
  const root = uploadsRoot(dataDir);
  const full = path.resolve(root, relative);
  return full.startsWith(`${root}${path.sep}`) ? full : null;
}

async function incomingFile(dataDir: string, suffix: string): Promise<string> {
  const dir = path.join(uploadsRoot(dataDir), INCOMING);
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${randomBytes(16).toString('hex')}${suffix}`);
}

/** A sink writing to a new owner-only file, refusing more than `maxBytes`. */
function fileSink(file: string, maxBytes: number): FileSink & { abort(): void; bytes(): number } {
  const stream = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let failure: Error | null = null;
  let written = 0;
  stream.on('error', (error) => (failure = error));
  return {
    async write(chunk) {
      if (failure) throw failure;
      written += chunk.length;
      if (written > maxBytes) throw new UploadRefusal(UPLOAD_FILE_FIELD, 'max_length', 413);
      if (!stream.write(chunk)) {
        await new Promise<void>((resolve, reject) => {
          const done = (error?: Error) => {
            stream.off('drain', done);
            stream.off('error', done);
            if (error) reject(error);
            else resolve();
          };
          stream.on('drain', done);
          stream.on('error', done);
        });
      }
    },
    async end() {
      if (failure) throw failure;
      await new Promise<void>((resolve, reject) =>
        stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    },
    abort() {
      stream.destroy();
    },
    bytes: () => written,
  };
}

export type ReceivedUpload = {
  fields: Record<string, string>;
  /** The uploaded file as received (not yet checked), or null when the body had none. */
  file: string | null;
  /** Deletes what was received; safe to call twice. */
  discard(): Promise<void>;
};

/**
 * Streams a multipart upload into DATA_DIR/uploads/.incoming: at most UPLOAD_MAX_BYTES of file and
 * UPLOAD_REQUEST_MAX_BYTES of body, the rest never read. Whatever goes wrong — too large, malformed,
 * the client gone mid-way — the partial file is deleted before this throws.
 */
export async function receiveUpload(request: Request, dataDir: string): Promise<ReceivedUpload> {
  const boundary = boundaryOf(request.headers.get('content-type'));
  if (!boundary || !request.body) throw new UploadRefusal('body', 'invalid_request', 415);
  if (Number(request.headers.get('content-length') ?? 0) > UPLOAD_REQUEST_MAX_BYTES) {
    throw new UploadRefusal(UPLOAD_FILE_FIELD, 'max_length', 413);
  }
  let sink: ReturnType<typeof fileSink> | null = null;
  let file: string | null = null;
  const discard = async () => {
    sink?.abort();
    if (file) await fsp.rm(file, { force: true });
  };
  try {
    const pending: Promise<string>[] = [];
    const fields = await parseMultipart(
      request.body,
      boundary,
      {
        file: (info) => {
          // One file, in the part named `file` (SPEC §7); anything else is refused.
          if (info.name !== UPLOAD_FILE_FIELD || sink) throw new MultipartError('malformed');
          const target = incomingFile(dataDir, '.part');
          pending.push(target);
          let opened: ReturnType<typeof fileSink> | null = null;
          const open = async () => {
            if (!opened) {
              file = await target;
              opened = sink = fileSink(file, UPLOAD_MAX_BYTES);
            }
            return opened;
          };
          return {
            write: async (chunk) => (await open()).write(chunk),
            end: async () => (await open()).end(),
          };
        },
      },
      { maxBytes: UPLOAD_REQUEST_MAX_BYTES, maxFieldBytes: FIELD_MAX_BYTES, maxParts: MAX_PARTS },
    );
    await Promise.all(pending);
    return { fields, file, discard };
  } catch (error) {
    await discard();
    if (error instanceof UploadRefusal) throw error;
    if (isNoRoom(error)) throw new UploadStorageFull(error);
    if (error instanceof MultipartError) {
      throw error.reason === 'too_large'
        ? new UploadRefusal(UPLOAD_FILE_FIELD, 'max_length', 413)
        : new UploadRefusal('body', 'invalid_request', 400);
    }
    // The client went away (a cancelled or killed upload): nothing of it stays.
    throw new UploadRefusal('body', 'invalid_request', 400);
  }
}

const FORMATS: Record<string, { mime: ImageMime; ext: 'jpg' | 'png' }> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
};

async function sniff(file: string): Promise<(typeof FORMATS)[string] | undefined> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(UPLOAD_SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const { fileTypeFromBuffer } = await import('file-type');
    const type = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    return type ? FORMATS[type.mime] : undefined;
  } finally {
    await handle.close();
  }
}

/** Sharp, reading one image with the bomb guard on and any decoding error fatal. */
async function decoder(file: string): Promise<Sharp> {
  const { default: sharp } = await loadSharp();
  return sharp(file, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', sequentialRead: true });
}

/**
 * Checks a received file by its content (JPEG or PNG, at least 600×600, not over UPLOAD_MAX_PIXELS)
 * and re-encodes it, so EXIF, GPS and every other piece of metadata is gone and only pixels remain.
 * The result is renamed into `uploads/<documentId>/<random>.<ext>` once complete.
 */
export async function storeImage(
  received: string,
  dataDir: string,
  documentId: string,
): Promise<StoredImage> {
  const format = await sniff(received);
  if (!format) throw new UploadRefusal(UPLOAD_FILE_FIELD, 'invalid_value', 415);
  let width: number;
  let height: number;
  try {
    const meta = await (await decoder(received)).metadata();
    if (meta.format !== (format.ext === 'jpg' ? 'jpeg' : 'png')) throw new Error('format mismatch');
    // EXIF orientations 5–8 turn the picture a quarter: the stored image is as seen.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadRefusal(UPLOAD_FILE_FIELD, 'max_length', 413);
    }
    throw new UploadRefusal(UPLOAD_FILE_FIELD, 'invalid_value', 415);
  }
  if (width * height > UPLOAD_MAX_PIXELS) throw new UploadRefusal(UPLOAD_FILE_FIELD, 'max_length', 413);
  if (width < UPLOAD_MIN_SIDE_PX || height < UPLOAD_MIN_SIDE_PX)
    throw new UploadRefusal(UPLOAD_FILE_FIELD, 'min_length', 400);

  const out = await incomingFile(dataDir, `.${format.ext}`);
  try {
    const info = await imageQueue().run(width * height * UPLOAD_DECODED_BYTES_PER_PIXEL, async () => {
      const pipeline = (await decoder(received)).rotate();
      const encoded =
        format.ext === 'jpg'
          ? pipeline.jpeg({ quality: UPLOAD_JPEG_QUALITY, mozjpeg: true })
          : pipeline.png({ compressionLevel: 6 });
      return encoded.toFile(out);
    });
    await fsp.chmod(out, 0o600);
    const relative = `${documentId}/${randomBytes(16).toString('hex')}.${format.ext}`;
    const target = storedFilePath(dataDir, relative);
    if (!target) throw new Error('unexpected stored path');
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fsp.rename(out, target);
    return { path: relative, mimeType: format.mime, size: info.size, width: info.width, height: info.height };
  } catch (error) {
    await fsp.rm(out, { force: true });
    // A refusal of its own, or the image queue's too_many_requests, goes as it is.
    if (error instanceof UploadRefusal || error instanceof IdentityError) throw error;
    if (isNoRoom(error)) throw new UploadStorageFull(error);
    throw new UploadRefusal(UPLOAD_FILE_FIELD, 'invalid_value', 415);
  }
}

/** Whether a stored file is still there and decodes as the image it claims to be (the ASYNC checks). */
export async function inspectStoredImage(
  dataDir: string,
  relative: string,
): Promise<'ok' | 'missing' | 'unreadable'> {
  const file = storedFilePath(dataDir, relative);
  if (!file) return 'missing';
  try {
    await fsp.access(file, fs.constants.R_OK);
  } catch {
    return 'missing';
  }
  try {
    const image = await decoder(file);
    const { width = 0, height = 0 } = await image.metadata();
    // A full decode, like an upload's: it waits its turn in the same queue (a background job is not refused).
    const stats = await imageQueue().run(
      width * height * UPLOAD_DECODED_BYTES_PER_PIXEL,
      () => image.stats(),
      {
        mayRefuse: false,
      },
    );
    return stats.channels.length > 0 ? 'ok' : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Deletes a stored file; a file already gone is fine. */
export async function removeStoredImage(dataDir: string, relative: string): Promise<void> {
  const file = storedFilePath(dataDir, relative);
  if (!file) return;
  await fsp.rm(file, { force: true });
  await fsp.rmdir(path.dirname(file)).catch(() => undefined);
}

const DOCUMENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Deletes a document's whole upload folder (an erased account), files the database forgot included. */
export async function removeDocumentFolder(dataDir: string, documentId: string): Promise<void> {
  if (!DOCUMENT_ID_PATTERN.test(documentId)) return;
  await fsp.rm(path.join(uploadsRoot(dataDir), documentId), { recursive: true, force: true });
}

/** Removes partial uploads a dead process left behind (nothing half-written survives). */
export async function sweepIncoming(dataDir: string, olderThanMs: number, now: number): Promise<number> {
  const dir = path.join(uploadsRoot(dataDir), INCOMING);
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > olderThanMs) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
