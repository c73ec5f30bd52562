import type { Kysely } from 'kysely';

import type { Database } from '../database-types';

/**
 * Deletes every row keyed to a user — the account, its tokens, codes, second factors and their
 * challenges, trusted devices, security history, documents with their files' records and decisions,
 * the QR logins it approved, the mail still addressed to it and its login guard — and unlinks the
 * users it sponsored. Run it in a transaction; returns the stored file paths (under DATA_DIR/uploads)
 * the caller removes from disk once the transaction committed.
 *
 * With `retainDocumentsUntil` (DOCUMENT_RETENTION_DAYS), the documents the owner submitted or uploaded
 * files to stay — their rows and files only, no decisions — marked with that time; the erasure job
 * removes them then (eraseRetainedDocument). Empty drafts go at once: no law asks to keep nothing.
 */
export async function eraseUserRows(
  db: Kysely<Database>,
  user: { id: string; email: string; email_key: string },
  retainDocumentsUntil: number | null = null,
): Promise<{ files: string[]; documentIds: string[]; retainedIds: string[] }> {
  // One read: each document, and whether the law may ask to keep it (submitted, or holding files).
  const documents = await db
    .selectFrom('documents')
    .select((eb) => [
      'id',
      eb
        .or([
          eb('submitted_at', 'is not', null),
          eb.exists(
            eb
              .selectFrom('document_files')
              .select('path')
              .whereRef('document_files.document_id', '=', 'documents.id'),
          ),
        ])
        .as('evidence'),
    ])
    .where('user_id', '=', user.id)
    .execute();
  const allDocumentIds = documents.map((row) => row.id);
  const retainedIds =
    retainDocumentsUntil === null
      ? []
      : documents.filter((row) => Boolean(row.evidence)).map((row) => row.id);
  const documentIds = allDocumentIds.filter((id) => !retainedIds.includes(id));
  // An empty `not in ()` is not valid SQL: the retained ones are left out only when there are some.
  const retaining = retainedIds.length > 0;
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
    await db
      .selectFrom('document_files')
      .select('path')
      .where('user_id', '=', user.id)
      .$if(retaining, (qb) => qb.where('document_id', 'not in', retainedIds))
      .execute()
  ).map((row) => row.path);
  if (allDocumentIds.length > 0) {
    await db.deleteFrom('document_decisions').where('document_id', 'in', allDocumentIds).execute();
  }
  if (documentIds.length > 0) {
    await db.deleteFrom('document_files').where('document_id', 'in', documentIds).execute();
  }
  await db
    .deleteFrom('document_files')
    .where('user_id', '=', user.id)
    .$if(retaining, (qb) => qb.where('document_id', 'not in', retainedIds))
    .execute();
  await db
    .deleteFrom('documents')
    .where('user_id', '=', user.id)
    .$if(retaining, (qb) => qb.where('id', 'not in', retainedIds))
    .execute();
  if (retaining) {
    // Kept for the law, not for the product: no further automatic check, no moderation.
    await db
      .updateTable('documents')
      .set({ retained_until: retainDocumentsUntil, check_due_at: Number.MAX_SAFE_INTEGER })
      .where('id', 'in', retainedIds)
      .execute();
  }
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
  return { files, documentIds, retainedIds };
}

/**
 * Deletes one retained document whose retention ended — its files' records and its row — and returns the
 * stored file paths the caller removes once the transaction committed. Only a document still retained:
 * nothing else can be named here.
 */
export async function eraseRetainedDocumentRows(db: Kysely<Database>, documentId: string): Promise<string[]> {
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', documentId)
    .where('retained_until', 'is not', null)
    .executeTakeFirst();
  if (!row) return [];
  const files = (
    await db.selectFrom('document_files').select('path').where('document_id', '=', documentId).execute()
  ).map((file) => file.path);
  await db.deleteFrom('document_decisions').where('document_id', '=', documentId).execute();
  await db.deleteFrom('document_files').where('document_id', '=', documentId).execute();
  await db.deleteFrom('documents').where('id', '=', documentId).execute();
  return files;
}
