import type { Kysely } from 'kysely';

import type { Database } from '../database-types';
import { isUniqueViolation } from '../unique-violation';

/** Records a solved captcha; false when it was already spent (replay). */
export async function spendCaptcha(
  db: Kysely<Database>,
  id: string,
  expiresAt: number,
  now: number,
): Promise<boolean> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  try {
    await db.insertInto('captcha_uses').values({ id, expires_at: expiresAt }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
