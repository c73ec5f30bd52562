import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';

import { UPLOAD_MAX_BYTES } from '../../lib/policy';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { jpeg, png, pngBomb, TEXT_AS_PNG } from './images';
import { incomingFiles, storedFiles, userWithSavedPassport } from './verification-helpers';
import { waitUntil } from './wait-until';

const fileError = (code: string) => ({ code: 'validation_error', fieldName: 'file', errors: [code] });

describeBackends('document uploads', (h) => {
  const readyUser = () => userWithSavedPassport(h().server, h().api);
  const BOUNDARY = 'raw-upload-boundary';
  /** The multipart head of a PASSPORT upload, up to where the file's bytes begin. */
  const uploadHead = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  /** An upload over a socket of its own, whose body the test writes (and cuts) itself. */
  const rawUpload = (token: string, contentLength: number) => {
    const url = new URL(`${h().server.baseUrl}/v1/documents/upload`);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': uniqueIp(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(contentLength),
      },
    });
    request.on('error', () => undefined);
    return request;
  };

  it('stores a JPEG or PNG under a name the service chooses, outside public/, for its owner only', async () => {
    const { docs } = await readyUser();
    const before = storedFiles(h().server.dataDir);
    const res = await docs.upload('PASSPORT', await jpeg(), '../../../public/evil.jpg');
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('success');
    const [stored] = res.body.data.relativeFilePath as string[];
    expect(stored).toMatch(/^[0-9a-f-]{36}\/[0-9a-f]{32}\.jpg$/);
    expect(stored).not.toContain('evil');
    expect(storedFiles(h().server.dataDir)).toEqual([...before, stored].sort());
    const mode = fs.statSync(path.join(h().server.dataDir, 'uploads', stored!)).mode & 0o777;
    expect(mode).toBe(0o600);

    const pngRes = await docs.upload('PASSPORT', await png(), 'scan.png', 'image/png');
    expect(pngRes.body.data.relativeFilePath[1]).toMatch(/\.png$/);

    const file = await docs.file(stored!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
  });

  it('another user can neither read nor delete the file; paths out of the store are refused', async () => {
    const owner = await readyUser();
    const res = await owner.docs.upload('PASSPORT', await jpeg());
    const [stored] = res.body.data.relativeFilePath as string[];
    const intruder = await readyUser();

    const read = await intruder.docs.file(stored!);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ errors: [{ code: 'not_found' }] });
    const removed = await intruder.docs.remove('PASSPORT', stored!);
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({ errors: [{ code: 'not_found' }] });
    // Their own document of the same type does not make it theirs; nor does the owner's other type.
    expect((await owner.docs.remove('ADDRESS', stored!)).status).toBe(404);
    expect((await owner.docs.file(stored!)).status).toBe(200);

    for (const attempt of [
      '../../secrets.json',
      `${stored!.split('/')[0]}/../../secrets.json`,
      '/etc/passwd',
      '..%2f..%2fsecrets.json',
      `${stored}/../../../passport.sqlite`,
    ]) {
      const traversal = await owner.docs.file(attempt);
      expect([attempt, traversal.status]).toEqual([attempt, 400]);
      expect(await traversal.json()).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'path', errors: ['invalid_value'] }],
      });
      const del = await owner.docs.remove('PASSPORT', attempt);
      expect(del.body.errors).toEqual([
        { code: 'validation_error', fieldName: 'path', errors: ['invalid_value'] },
      ]);
    }
    expect(fs.existsSync(path.join(h().server.dataDir, 'uploads', stored!))).toBe(true);

    const deleted = await owner.docs.remove('PASSPORT', stored!);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ state: 'success', data: { relativeFilePath: [] } });
    expect(fs.existsSync(path.join(h().server.dataDir, 'uploads', stored!))).toBe(false);
    expect((await owner.docs.file(stored!)).status).toBe(404);
  });

  it('judges the content, not the name: text called .png, too small, too large, no file', async () => {
    const { docs } = await readyUser();
    const before = storedFiles(h().server.dataDir);
    const text = await docs.upload('PASSPORT', TEXT_AS_PNG, 'photo.png', 'image/png');
    expect([text.status, text.body]).toEqual([415, { errors: [fileError('invalid_value')] }]);
    const small = await docs.upload('PASSPORT', await jpeg(500, 500));
    expect([small.status, small.body]).toEqual([400, { errors: [fileError('min_length')] }]);
    const narrow = await docs.upload('PASSPORT', await jpeg(1200, 599));
    expect(narrow.body).toEqual({ errors: [fileError('min_length')] });
    // A JPEG header followed by nothing decodable.
    const broken = await docs.upload(
      'PASSPORT',
      Buffer.concat([(await jpeg()).subarray(0, 600), Buffer.alloc(5000)]),
    );
    expect(broken.body).toEqual({ errors: [fileError('invalid_value')] });

    const huge = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024 - 100_000)]);
    const tooLarge = await docs.upload('PASSPORT', huge);
    expect([tooLarge.status, tooLarge.body]).toEqual([413, { errors: [fileError('max_length')] }]);

    const form = new FormData();
    form.set('documentType', 'PASSPORT');
    const noFile = await fetch(`${h().server.baseUrl}/v1/documents/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${(await readyUser()).token}` },
      body: form,
    });
    expect(await noFile.json()).toEqual({ errors: [fileError('required')] });
    const noType = await docs.upload('', await jpeg());
    expect(noType.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'documentType', errors: ['invalid_value'] }],
    });
    const json = await h().api.json(
      'POST',
      '/v1/documents/upload',
      { documentType: 'PASSPORT' },
      { token: (await readyUser()).token },
    );
    expect([json.status, json.body]).toEqual([415, { errors: [{ code: 'invalid_request' }] }]);
    await waitUntil(() => incomingFiles(h().server.dataDir).length === 0);
    expect(storedFiles(h().server.dataDir)).toEqual(before);
  });

  it('refuses a body past the limit while it streams, even without a Content-Length', async () => {
    const ENDLESS_BYTES = 512 * 1024 * 1024;
    const { token } = await readyUser();
    const boundary = 'limit-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(head));
        // Endless: a client that never stops sending.
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
        if (sent >= ENDLESS_BYTES) controller.close();
      },
    });
    const res = await fetch(`${h().server.baseUrl}/v1/documents/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [fileError('max_length')] });
    // The answer came while the client was still sending: the rest was never waited for.
    expect(sent).toBeLessThan(ENDLESS_BYTES);
  });

  it('strips EXIF and GPS by re-encoding', async () => {
    const { docs } = await readyUser();
    const original = await jpeg(800, 800, { gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.toString('latin1')).toContain('Spy 3000');
    const res = await docs.upload('PASSPORT', original);
    const stored = fs.readFileSync(
      path.join(h().server.dataDir, 'uploads', res.body.data.relativeFilePath[0]),
    );
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Spy 3000');
    expect(stored.toString('latin1')).not.toContain('secret owner');
    expect([meta.width, meta.height]).toEqual([800, 800]);
  });

  it('refuses a decompression bomb unread: memory grows by less than 64 MB for a 1.2 GB image', async () => {
    const { docs } = await readyUser();
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    if (!h().server.inProcess) return;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
    try {
      const res = await docs.upload('PASSPORT', bomb, 'bomb.png', 'image/png');
      expect([res.status, res.body]).toEqual([413, { errors: [fileError('max_length')] }]);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
  });

  it('a killed upload leaves no file behind', async () => {
    if (!h().server.inProcess) return;
    const { token } = await readyUser();
    const incoming = path.join(h().server.dataDir, 'uploads', '.incoming');
    const before = storedFiles(h().server.dataDir);
    const request = rawUpload(token, uploadHead.length + 4 * 1024 * 1024);
    request.write(uploadHead);
    request.write(Buffer.concat([await jpeg(), Buffer.alloc(1024 * 1024)]));
    // The upload is being written to disk as it arrives …
    await waitUntil(
      () => fs.existsSync(incoming) && fs.readdirSync(incoming).some((name) => name.endsWith('.part')),
    );
    // … when the client dies.
    request.destroy();
    await waitUntil(() => fs.readdirSync(incoming).length === 0);
    expect(storedFiles(h().server.dataDir)).toEqual(before);
  });

  it('an upload cancelled after its last byte, while the image is re-encoded, is not kept', async () => {
    if (!h().server.inProcess) return;
    const { token, docs } = await readyUser();
    const incoming = path.join(h().server.dataDir, 'uploads', '.incoming');
    const before = storedFiles(h().server.dataDir);
    // Large enough that re-encoding it takes a while, so the cancel lands during it.
    const image = await jpeg(4000, 4000);
    const body = Buffer.concat([uploadHead, image, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const request = rawUpload(token, body.length);
    request.end(body);
    // The whole file has arrived and is being checked and re-encoded (most of a second for 16 MP) …
    await waitUntil(
      () => {
        const [part] = incomingFiles(h().server.dataDir).filter((name) => name.endsWith('.part'));
        return (
          part !== undefined &&
          fs.statSync(path.join(incoming, part), { throwIfNoEntry: false })?.size === image.length
        );
      },
      15_000,
      2,
    );
    // … when the user presses Cancel.
    request.destroy();
    await waitUntil(() => fs.readdirSync(incoming).length === 0);
    expect(storedFiles(h().server.dataDir)).toEqual(before);
    expect((await docs.document('PASSPORT')).relativeFilePath).toEqual([]);
  });
});
