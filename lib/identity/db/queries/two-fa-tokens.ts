import type { Kysely } from 'kysely';

import type { TTwoFaType } from '../../../schemas/oauth';
import type { Database } from '../database-types';

/** The user's active second factor, if any (methods arrive with the two-factor issue). */
export function findActiveTwoFactor(
  db: Kysely<Database>,
  userId: string,
): Promise<{ type: TTwoFaType } | undefined> {
  return db
    .selectFrom('two_fa_tokens')
    .select('type')
    .where('user_id', '=', userId)
    .where('active', '=', 1)
    .orderBy('activated_at', 'desc')
    .executeTakeFirst();
}
