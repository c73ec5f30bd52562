import type { Insertable, Kysely, Selectable } from 'kysely';

import type { AccessTokensTable, Database } from '../database-types';

export type AccessToken = Selectable<AccessTokensTable>;

export function insertAccessToken(
  db: Kysely<Database>,
  token: Insertable<AccessTokensTable>,
): Promise<unknown> {
  return db.insertInto('access_tokens').values(token).execute();
}

/** A token that is neither revoked nor expired. */
export function findLiveToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<AccessToken | undefined> {
  return db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function revokeToken(db: Kysely<Database>, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes a token and every linked product's token minted from it (single logout). */
export async function revokeWithProducts(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('parent_hash', '=', tokenHash)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Revokes every live token of a user except `keepHash` (the caller's own session, after a password
 * change) and the product tokens minted from it.
 */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: string,
  now: number,
  keepHash?: string,
): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepHash) {
    query = query
      .where('token_hash', '!=', keepHash)
      .where((eb) => eb.or([eb('parent_hash', 'is', null), eb('parent_hash', '!=', keepHash)]));
  }
  await query.execute();
}

/** Counts a wrong second-factor code against a pending token; returns the new count. */
export async function countOtpAttempt(db: Kysely<Database>, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('access_tokens')
    .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('otp_attempts')
    .executeTakeFirst();
  return row?.otp_attempts ?? 0;
}
