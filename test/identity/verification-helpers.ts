import fs from 'node:fs';
import path from 'node:path';

import { samplePassport } from '../sample-passport';
import { uniqueIp, type ApiClient } from './api-client';
import { signedInUser } from './flows';
import { jpeg } from './images';
import type { IdentityTestServer } from './server';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export function addressPart(overrides: Record<string, unknown> = {}) {
  return {
    address1: '12 Analytical Row',
    address2: '',
    city: 'London',
    country: 'GB',
    zip: 'EC1A 1BB',
    ...overrides,
  };
}

export function address() {
  return { addressPostal: addressPart(), addressResidential: addressPart() };
}

export type Upload = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Client for the verification calls of one user. */
export function verificationClient(server: IdentityTestServer, api: ApiClient, token: string) {
  const ip = uniqueIp();
  return {
    save: (documentType: string, documentMetadata: unknown) =>
      api.json('POST', '/v1/documents', { documentType, documentMetadata }, { token, ip }),
    async document(documentType: string) {
      const res = await api.get('/v1/documents', { token, ip, query: { documentType } });
      if (res.status !== 200) throw new Error(`documents: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data[0] as {
        id: string;
        status: string;
        relativeFilePath: string[];
        updatedAt: number;
        documentMetadata: unknown;
        rejectionReason: string | null;
      };
    },
    async upload(
      documentType: string,
      bytes: Buffer,
      filename = 'document.jpg',
      type = 'image/jpeg',
    ): Promise<Upload> {
      const form = new FormData();
      form.set('documentType', documentType);
      form.set('file', new Blob([new Uint8Array(bytes)], { type }), filename);
      const res = await fetch(`${server.baseUrl}/v1/documents/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
        body: form,
      });
      return { status: res.status, body: await res.json() };
    },
    remove: (documentType: string, path: string) =>
      api.json('POST', '/v1/documents/delete', { documentType, path }, { token, ip }),
    file: (path: string) =>
      fetch(`${server.baseUrl}/v1/documents/file?path=${encodeURIComponent(path)}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    verify: (id: string) =>
      api.json('POST', `/v1/verifications/${encodeURIComponent(id)}/verify`, {}, { token, ip }),
    summary: () => api.get('/v1/verifications', { token, ip }),
    /** Waits until the document reaches `status` (the background checks take a moment). */
    async waitFor(documentType: string, status: string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const document = await this.document(documentType);
        if (document.status === status) return document;
        if (Date.now() > deadline)
          throw new Error(`${documentType} stayed ${document.status}, not ${status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Saves, uploads and submits a document, then waits for the moderator's queue. */
    async submit(
      documentType: 'PASSPORT' | 'ADDRESS',
      metadata: unknown = documentType === 'PASSPORT' ? samplePassport() : address(),
    ) {
      expect((await this.save(documentType, metadata)).status).toBe(200);
      expect((await this.upload(documentType, await jpeg())).status).toBe(200);
      const { id } = await this.document(documentType);
      const verified = await this.verify(id);
      expect(verified.status).toBe(200);
      return this.waitFor(documentType, 'WAITING_MODERATOR');
    },
  };
}

/** The moderation API with ADMIN_TOKEN. */
export function adminClient(api: ApiClient, token = ADMIN_TOKEN) {
  return {
    get: (path: string, query?: Record<string, string>) => api.get(path, { token, query }),
    post: (path: string, body: unknown = {}) => api.json('POST', path, body, { token }),
    patch: (path: string, body: unknown) => api.json('PATCH', path, body, { token }),
  };
}

/** A signed-in user whose passport form is saved, so its document takes uploads. */
export async function userWithSavedPassport(server: IdentityTestServer, api: ApiClient) {
  const user = await signedInUser(server, api);
  const docs = verificationClient(server, api, user.token);
  const saved = await docs.save('PASSPORT', samplePassport());
  if (saved.status !== 200)
    throw new Error(`saving the passport: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { ...user, docs };
}

/** Every finished file under DATA_DIR/uploads (not the unfinished ones in .incoming), relative to it. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => !name.startsWith('.incoming') && fs.statSync(path.join(root, name)).isFile())
    .sort();
}

/** The unfinished uploads under DATA_DIR/uploads/.incoming. */
export function incomingFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
