import type { Kysely } from 'kysely';

import type { Database } from '../database-types';

/**
 * Deletes every row keyed to a user — the account, its tokens, codes, second factors and their
 * challenges, trusted devices, security history, documents with their files' records and decisions,
 * the QR logins it approved, the mail still addressed to it and its login guard — and unlinks the
 * users it sponsored. Run it in a transaction; returns the stored file paths (under DATA_DIR/uploads)
 * the caller removes from disk once the transaction committed.
 */
export async function eraseUserRows(
  db: Kysely<Database>,
  user: { id: string; email: string; email_key: string },
): Promise<{ files: string[]; documentIds: string[] }> {
  const documentIds = (
    await db.selectFrom('documents').select('id').where('user_id', '=', user.id).execute()
  ).map((row) => row.id);
  // Mail to the account's e-mail second factor, which may be another address than its login.
  const addresses = [
    user.email,
    ...(
      await db
        .selectFrom('two_fa_tokens')
        .select('data')
        .where('user_id', '=', user.id)
        .where('type', '=', 'EMAIL')
        .execute()
    ).flatMap((row) => (row.data ? [row.data] : [])),
  ];
  const files = (
    await db.selectFrom('document_files').select('path').where('user_id', '=', user.id).execute()
  ).map((row) => row.path);
  if (documentIds.length > 0) {
    await db.deleteFrom('document_decisions').where('document_id', 'in', documentIds).execute();
    await db.deleteFrom('document_files').where('document_id', 'in', documentIds).execute();
  }
  await db.deleteFrom('document_files').where('user_id', '=', user.id).execute();
  await db.deleteFrom('documents').where('user_id', '=', user.id).execute();
  await db.deleteFrom('access_tokens').where('user_id', '=', user.id).execute();
  await db.deleteFrom('passkeys').where('user_id', '=', user.id).execute();
  await db.deleteFrom('passkey_challenges').where('user_id', '=', user.id).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
  await db.deleteFrom('codes').where('user_id', '=', user.id).execute();
  await db.deleteFrom('two_fa_challenges').where('user_id', '=', user.id).execute();
  await db.deleteFrom('two_fa_tokens').where('user_id', '=', user.id).execute();
  await db.deleteFrom('trusted_devices').where('user_id', '=', user.id).execute();
  await db.deleteFrom('security_events').where('user_id', '=', user.id).execute();
  await db.deleteFrom('qr_logins').where('approved_by', '=', user.id).execute();
  await db.deleteFrom('mail_outbox').where('recipient', 'in', addresses).execute();
  await db.deleteFrom('login_guards').where('key', '=', user.email_key).execute();
  await db.updateTable('users').set({ sponsor_id: null }).where('sponsor_id', '=', user.id).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  return { files, documentIds };
}
