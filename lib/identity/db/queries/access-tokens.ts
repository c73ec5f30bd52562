import type { Insertable, Kysely, Selectable } from 'kysely';

import { compiledOnce } from '../compiled-once';
import type { AccessTokensTable, Database } from '../database-types';

export type AccessToken = Selectable<AccessTokensTable>;

export function insertAccessToken(
  db: Kysely<Database>,
  token: Insertable<AccessTokensTable>,
): Promise<unknown> {
  return db.insertInto('access_tokens').values(token).execute();
}

/**
 * A live token with what introspection shows of its owner, in one query: check_token is every linked
 * product's hot path, and a second round to the database for the user was a good part of its time.
 */
const liveTokenWithOwner = compiledOnce((db, { tokenHash, now }: { tokenHash: string; now: number }) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.status',
      'access_tokens.scope',
      'access_tokens.two_fa_type',
      'access_tokens.expires_at',
      'access_tokens.client_id',
      'access_tokens.application',
      'users.id as user_id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.verified',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now),
);

export async function findLiveTokenWithOwner(db: Kysely<Database>, tokenHash: string, now: number) {
  return (await liveTokenWithOwner(db, { tokenHash, now }))[0];
}

const liveToken = compiledOnce((db, { tokenHash, now }: { tokenHash: string; now: number }) =>
  db
    .selectFrom('access_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now),
);

/** A token that is neither revoked nor expired (every signed-in call's look-up). */
export async function findLiveToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<AccessToken | undefined> {
  return (await liveToken(db, { tokenHash, now }))[0];
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

/**
 * Single logout. A portal session takes along every linked product's token minted from it and every
 * token a group-bound client obtained for the same user (those have no session of their own to follow);
 * a linked product's token ends only itself.
 */
export async function revokeWithProducts(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<{ userId: string } | null> {
  const ended = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where((eb) => eb.or([eb('token_hash', '=', tokenHash), eb('parent_hash', '=', tokenHash)]))
    .where('revoked_at', 'is', null)
    .returning(['token_hash', 'user_id', 'product', 'status'])
    .execute();
  const session = ended.find((row) => row.token_hash === tokenHash);
  if (!session || session.product === 1 || session.status !== 'SUCCESS') return null;
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', session.user_id)
    .where('product', '=', 1)
    .where('parent_hash', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return { userId: session.user_id };
}

/** Records that the session's holder proved who they are now (step-up). */
export async function markReauthenticated(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ authenticated_at: now })
    .where('token_hash', '=', tokenHash)
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

/**
 * Takes one try at a half token's code before the code is compared: one statement, so concurrent
 * tries never add up to more than `maxAttempts`. Returns the try's number, or null when none is left
 * (or the token is no longer a live half token).
 */
export async function claimOtpAttempt(
  db: Kysely<Database>,
  tokenHash: string,
  maxAttempts: number,
  now: number,
): Promise<number | null> {
  const row = await db
    .updateTable('access_tokens')
    .set((eb) => ({ otp_attempts: eb('otp_attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'TWO_FACTOR_AUTHENTICATION')
    .where('otp_attempts', '<', maxAttempts)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('otp_attempts')
    .executeTakeFirst();
  return row ? row.otp_attempts : null;
}

/**
 * Voids every half token of a user still open (a newer login supersedes them), expired ones
 * included; returns how many had been tried, each a failed login the caller counts once.
 */
export async function voidHalfTokens(db: Kysely<Database>, userId: string, now: number): Promise<number> {
  const rows = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'TWO_FACTOR_AUTHENTICATION')
    .where('revoked_at', 'is', null)
    .returning('otp_attempts')
    .execute();
  return rows.filter((row) => row.otp_attempts > 0).length;
}

/** Revokes every live token a client obtained, and the product tokens minted from them (the client was removed). */
export async function revokeClientTokens(db: Kysely<Database>, clientId: string, now: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where((eb) =>
      eb.or([
        eb('client_id', '=', clientId),
        eb(
          'parent_hash',
          'in',
          eb
            .selectFrom('access_tokens as parent')
            .select('parent.token_hash')
            .where('parent.client_id', '=', clientId),
        ),
      ]),
    )
    .where('revoked_at', 'is', null)
    .execute();
}
