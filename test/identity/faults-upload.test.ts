import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { createDatabase } from '../../lib/identity/db/create-database';
import { samplePassport } from '../sample-passport';
import { apiClient, GOOD_PASSWORD, uniqueIp } from './api-client';
import { startChildServer, type ChildOptions, type ChildServer } from './child-server';
import { login, signedInUser } from './flows';
import { jpeg } from './images';
import { testBackends, testServerEnv } from './server';
import { verificationClient } from './verification-helpers';
import { waitUntil } from './wait-until';

/** A JPEG of random pixels: it hardly compresses (about a byte a pixel), so 1400² is 2 MB and 2000² 4 MB — both under the 5 MB limit. */
async function largeJpeg(side = 1400): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Every file under DATA_DIR/uploads, relative to it. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(root, name)).isFile(),
  );
}

/** Makes every file under `root` look an hour old: whatever a dead process left is surely abandoned. */
function ageFiles(root: string) {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  for (const name of filesUnder(root)) fs.utimesSync(path.join(root, name), hourAgo, hourAgo);
}

type Setup = { dataDir: string; env: Record<string, string | undefined>; drop(): Promise<void> };

async function setup(backend: 'sqlite' | 'postgres'): Promise<Setup> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-upload-fault-'));
  const { env, drop } = await testServerEnv(backend, dataDir);
  return { dataDir, env, drop };
}

/** Rows of document_files and whether each one's file is on disk. */
async function storedFiles(s: Setup) {
  const { db } = createDatabase({
    url: s.env.DATABASE_URL,
    schema: s.env.DATABASE_SCHEMA,
    dataDir: s.dataDir,
  });
  try {
    const rows = await db.selectFrom('document_files').select(['path']).execute();
    return rows.map((row) => ({
      path: row.path,
      onDisk: fs.existsSync(path.join(s.dataDir, 'uploads', row.path)),
    }));
  } finally {
    await db.destroy();
  }
}

/** Starts an upload and sends only the first `bytes` of the file; the request stays open. */
function startPartialUpload(server: ChildServer, token: string, file: Buffer, bytes: number) {
  const boundary = `----passport${randomBytes(8).toString('hex')}`;
  const request = http.request(`${server.baseUrl}/v1/documents/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': uniqueIp(),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  request.on('error', () => undefined); // the server dies under it
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  request.write(file.subarray(0, bytes));
  return request;
}

const describeInProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeInProcess.each(testBackends())('uploads when the process dies (%s)', (backend) => {
  it('SIGKILL mid-upload leaves no document file behind; the partial is swept at the next start', async () => {
    const s = await setup(backend);
    let server = await startChildServer(s.env);
    try {
      const api = apiClient(server);
      const user = await signedInUser(server, api);
      expect(
        (await verificationClient(server, api, user.token).save('PASSPORT', samplePassport())).status,
      ).toBe(200);

      const incoming = path.join(s.dataDir, 'uploads', '.incoming');
      const request = startPartialUpload(server, user.token, await largeJpeg(), 512 * 1024);
      await waitUntil(() =>
        filesUnder(incoming).some((name) => fs.statSync(path.join(incoming, name)).size > 0),
      );
      server.kill();
      request.destroy();
      await server.close();

      // What the dead process left is a partial in .incoming only: no row, no document file.
      expect(await storedFiles(s)).toEqual([]);
      expect(filesUnder(path.join(s.dataDir, 'uploads')).every((name) => name.startsWith('.incoming'))).toBe(
        true,
      );
      ageFiles(path.join(s.dataDir, 'uploads'));
      server = await startChildServer(s.env);
      await waitUntil(() => filesUnder(path.join(s.dataDir, 'uploads')).length === 0);

      const documents = verificationClient(server, apiClient(server), user.token);
      expect((await documents.document('PASSPORT')).relativeFilePath).toEqual([]);
      const upload = await documents.upload('PASSPORT', await jpeg());
      expect(upload.status).toBe(200);
      expect((await storedFiles(s)).map((file) => file.onDisk)).toEqual([true]);
    } finally {
      await server.close();
      await s.drop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });

  it('SIGKILL among uploads in flight: every row has its file, and a file without its row is swept', async () => {
    const s = await setup(backend);
    let server = await startChildServer(s.env);
    try {
      const api = apiClient(server);
      const user = await signedInUser(server, api);
      const documents = verificationClient(server, api, user.token);
      expect((await documents.save('PASSPORT', samplePassport())).status).toBe(200);
      const image = await jpeg(1200, 1200);
      let answered = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          try {
            const res = await documents.upload('PASSPORT', image);
            if (res.status === 200) answered++;
            // Kill while the others are still being received, decoded and stored.
            if (answered === 1) server.kill();
          } catch {
            // the connection died with the process
          }
        }),
      );
      server.kill();
      await server.close();
      expect(answered).toBeGreaterThanOrEqual(1);

      const rows = await storedFiles(s);
      expect(rows.length).toBeGreaterThanOrEqual(answered);
      expect(rows.every((row) => row.onDisk)).toBe(true);

      const uploads = path.join(s.dataDir, 'uploads');
      // The state a kill between the file's rename and its row's commit leaves (too narrow to hit
      // on purpose): a stored file no row names.
      const orphan = `${path.dirname(rows[0]!.path)}/${randomBytes(16).toString('hex')}.jpg`;
      fs.copyFileSync(path.join(uploads, rows[0]!.path), path.join(uploads, orphan));
      ageFiles(uploads);
      server = await startChildServer(s.env);
      // After the sweep: no partial, and every file on disk is one a row names.
      await waitUntil(() => !fs.existsSync(path.join(uploads, orphan)));
      expect(filesUnder(uploads).sort()).toEqual(rows.map((row) => row.path).sort());
      expect((await storedFiles(s)).every((row) => row.onDisk)).toBe(true);
    } finally {
      await server.close();
      await s.drop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * A full upload disk, made honestly: a 1 MiB tmpfs mounted on DATA_DIR/uploads when this process may
 * mount (root in a container that allows it); otherwise the server runs under `ulimit -f 3072`, so no
 * file it writes may pass 3 MiB (the kernel refuses the write, as a full disk would) — room enough for
 * the SQLite file and its journal, not for a 4 MB upload.
 */
function fullDisk(dataDir: string): {
  options: ChildOptions;
  mode: string;
  /** The side of a random-pixel JPEG too large for the room left. */
  side: number;
  release(): void;
} {
  const uploads = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true, mode: 0o700 });
  if (process.getuid?.() === 0 && process.env.TEST_FULL_DISK !== 'ulimit') {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', uploads], {
        stdio: 'ignore',
      });
      return {
        options: {},
        mode: 'tmpfs',
        side: 1400,
        release: () => execFileSync('umount', ['-l', uploads], { stdio: 'ignore' }),
      };
    } catch {
      // not allowed here: fall back to the file-size limit
    }
  }
  return { options: { fileSizeLimitKb: 3072 }, mode: 'ulimit', side: 2000, release: () => undefined };
}

describeInProcess.each(testBackends())('upload directory full (%s)', (backend) => {
  it('answers 507 with the generic error, removes the partial file, and logins and small uploads go on', async () => {
    const s = await setup(backend);
    const disk = fullDisk(s.dataDir);
    const server = await startChildServer(s.env, disk.options);
    try {
      const api = apiClient(server);
      const user = await signedInUser(server, api);
      const documents = verificationClient(server, api, user.token);
      expect((await documents.save('PASSPORT', samplePassport())).status).toBe(200);

      const refused = await documents.upload('PASSPORT', await largeJpeg(disk.side));
      expect({ mode: disk.mode, status: refused.status }).toEqual({ mode: disk.mode, status: 507 });
      expect(refused.body).toEqual({ errors: [{ code: 'internal_server_error' }] });
      expect(filesUnder(path.join(s.dataDir, 'uploads'))).toEqual([]);
      expect((await documents.document('PASSPORT')).relativeFilePath).toEqual([]);

      expect(await login(api, user.email, GOOD_PASSWORD)).toBeTruthy();
      const small = await documents.upload('PASSPORT', await jpeg());
      expect(small.status).toBe(200);
      expect((await storedFiles(s)).map((file) => file.onDisk)).toEqual([true]);
    } finally {
      await server.close();
      disk.release();
      await s.drop();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }
  });
});
