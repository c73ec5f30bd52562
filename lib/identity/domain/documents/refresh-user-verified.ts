import type { Kysely } from 'kysely';

import type { Database } from '../../db/database-types';
import { findUserDocuments } from '../../db/queries/documents';
import { setUserVerified } from '../../db/queries/users';

/** SPEC §3/§4: the profile is verified once the passport and the address are both VERIFIED. */
export async function refreshUserVerified(
  db: Kysely<Database>,
  userId: string,
  now: number,
): Promise<boolean> {
  const rows = await findUserDocuments(db, userId);
  const verified = ['PASSPORT', 'ADDRESS'].every((type) =>
    rows.some((row) => row.document_type === type && row.status === 'VERIFIED'),
  );
  await setUserVerified(db, userId, verified, now);
  return verified;
}
