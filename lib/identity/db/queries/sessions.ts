import type { Kysely } from 'kysely';

import type { Database } from '../database-types';

/** A live portal session with its device fields (security centre). */
export type DeviceSession = {
  token_hash: string;
  session_id: string;
  user_agent: string | null;
  place: string | null;
  sign_in_method: string | null;
  created_at: number;
  last_seen_at: number | null;
};

/** A live product token minted from one of the sessions above. */
export type DeviceProduct = { parent_hash: string; application: string | null; created_at: number };

/** The owner's live portal sessions, newest first, and the live product tokens each one minted. */
export async function listDeviceSessions(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<{ sessions: DeviceSession[]; products: DeviceProduct[] }> {
  const rows = await db
    .selectFrom('access_tokens')
    .select([
      'token_hash',
      'session_id',
      'user_agent',
      'place',
      'sign_in_method',
      'created_at',
      'last_seen_at',
    ])
    .where('user_id', '=', userId)
    .where('session_id', 'is not', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  const sessions = rows.map((row) => ({ ...row, session_id: row.session_id! }));
  if (sessions.length === 0) return { sessions, products: [] };
  const products = await db
    .selectFrom('access_tokens')
    .select(['parent_hash', 'application', 'created_at'])
    .where('user_id', '=', userId)
    .where(
      'parent_hash',
      'in',
      sessions.map((s) => s.token_hash),
    )
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return {
    sessions,
    products: products.map((row) => ({ ...row, parent_hash: row.parent_hash! })),
  };
}

/** One live session of the owner by its public id; another user's id is as unknown as a wrong one. */
export async function findDeviceSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  now: number,
): Promise<{ token_hash: string } | undefined> {
  return db
    .selectFrom('access_tokens')
    .select('token_hash')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Notes that a session was used; at most one write a minute per session keeps the hot path cheap. */
export async function touchSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
  everyMs: number,
): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', now - everyMs)]))
    .execute();
}
