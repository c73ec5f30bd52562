import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';

import { openSecret, sealSecret } from '../crypto/secret-box';
import type { Database } from '../db/database-types';

/**
 * A retired signing key stays published this long: longer than any token signed with it lives (id
 * tokens and logout tokens are short; access tokens are opaque, refresh tokens too).
 */
export const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;
const ALG = 'ES256';

/** Derived from the service's secret box (TWO_FA_SECRET_KEY's), for sealing the provider's keys only. */
export function oidcKeyBox(secretBox: Buffer): Buffer {
  return createHmac('sha256', secretBox).update('passport oidc keys').digest();
}

export type ProviderKeys = {
  /** The private JWKs: the newest signs, the others are published until they expire. */
  signing: JWK[];
  /** Keys for the provider's cookies (newest first). */
  cookie: string[];
  /** Changes whenever a key is added or retired: the provider is rebuilt then. */
  version: string;
};

/**
 * The provider's keys, kept in the database (sealed with the service's secret box) so every process
 * signs with the same key and a rotation reaches them all. Made on first use.
 */
export async function loadProviderKeys(
  db: Kysely<Database>,
  box: Buffer,
  now: number,
): Promise<ProviderKeys> {
  let rows = await liveKeys(db, now);
  if (!rows.some((row) => row.use === 'sig' && row.retired_at === null)) {
    await addSigningKey(db, box, now);
    rows = await liveKeys(db, now);
  }
  if (!rows.some((row) => row.use === 'cookie')) {
    const kid = randomUUID();
    await db
      .insertInto('oidc_keys')
      .values({
        kid,
        use: 'cookie',
        secret: sealSecret(box, randomBytes(32).toString('base64url'), kid),
        created_at: now,
        retired_at: null,
      })
      .execute();
    rows = await liveKeys(db, now);
  }
  const open = (row: (typeof rows)[number]) => openSecret(box, row.secret, row.kid);
  return {
    signing: rows.filter((row) => row.use === 'sig').map((row) => JSON.parse(open(row)) as JWK),
    cookie: rows.filter((row) => row.use === 'cookie').map(open),
    version: rows.map((row) => `${row.kid}:${row.retired_at ?? ''}`).join(','),
  };
}

async function liveKeys(db: Kysely<Database>, now: number) {
  const rows = await db
    .selectFrom('oidc_keys')
    .selectAll()
    .where((eb) =>
      eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', now - RETIRED_KEY_PUBLISHED_MS)]),
    )
    .execute();
  // The live key first, then newest first: oidc-provider signs with the first key of an algorithm.
  const rank = (row: (typeof rows)[number]) => (row.retired_at === null ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b) || Number(b.created_at) - Number(a.created_at));
}

async function addSigningKey(db: Kysely<Database>, box: Buffer, now: number): Promise<string> {
  const { exportJWK, generateKeyPair } = await import('jose');
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: ALG, use: 'sig' };
  await db
    .insertInto('oidc_keys')
    .values({
      kid,
      use: 'sig',
      secret: sealSecret(box, JSON.stringify(jwk), kid),
      created_at: now,
      retired_at: null,
    })
    .execute();
  return kid;
}

/**
 * `admin keys rotate`: a new signing key signs from now on; the old one is retired but published
 * until tokens signed with it have expired. Every process picks the change up (provider-instance.ts).
 */
export async function rotateSigningKey(
  db: Kysely<Database>,
  box: Buffer,
  now: number,
): Promise<{ kid: string; retired: string[] }> {
  return db.transaction().execute(async (trx) => {
    const retired = await trx
      .updateTable('oidc_keys')
      .set({ retired_at: now })
      .where('use', '=', 'sig')
      .where('retired_at', 'is', null)
      .returning('kid')
      .execute();
    const kid = await addSigningKey(trx, box, now);
    return { kid, retired: retired.map((row) => row.kid) };
  });
}

/** The version of the key set, cheaply (no key opened): a process rebuilds its provider when it changes. */
export async function keysVersion(db: Kysely<Database>, now: number): Promise<string> {
  const rows = await liveKeys(db, now);
  return rows.map((row) => `${row.kid}:${row.retired_at ?? ''}`).join(',');
}
