import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';

import type { Database, MailOutboxTable } from '../database-types';

export type OutboxMail = Selectable<MailOutboxTable>;

/** Queues a mail; call it inside the transaction that creates what the mail talks about. */
export async function insertOutboxMail(
  db: Kysely<Database>,
  mail: { recipient: string; subject: string; text: string; html: string },
  now: number,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
      locked_until: 0,
      sent_at: null,
      last_error: null,
    })
    .execute();
  return id;
}

export function findDueMailIds(db: Kysely<Database>, now: number, limit: number): Promise<{ id: string }[]> {
  return db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .where('locked_until', '<=', now)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Claims a row for `leaseMs`; false when another sender got it first. */
export async function claimMail(
  db: Kysely<Database>,
  id: string,
  now: number,
  leaseMs: number,
): Promise<OutboxMail | undefined> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ locked_until: now + leaseMs })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('locked_until', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A delivered mail keeps its envelope for the record; its body held a live code and is dropped. */
export async function markMailSent(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, last_error: null, text_body: '', html_body: '' })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(
  db: Kysely<Database>,
  id: string,
  attempts: number,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts, next_attempt_at: nextAttemptAt, locked_until: 0, last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

/** Counts of the outbox's unsent mail; never a recipient, subject or body. */
export async function outboxCounts(
  db: Kysely<Database>,
  now: number,
): Promise<{
  pending: number;
  retrying: number;
  sending: number;
  oldestPendingAt: number | null;
  sentSince: number;
}> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('pending'),
      eb.fn
        .sum<number | string | null>(eb.case().when('attempts', '>', 0).then(1).else(0).end())
        .as('retrying'),
      eb.fn
        .sum<number | string | null>(eb.case().when('locked_until', '>', now).then(1).else(0).end())
        .as('sending'),
      eb.fn.min<number | string | null>('created_at').as('oldest'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  const sent = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sent_at', '>=', now - 24 * 60 * 60 * 1000)
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    retrying: Number(row.retrying ?? 0),
    sending: Number(row.sending ?? 0),
    oldestPendingAt: row.oldest === null ? null : Number(row.oldest),
    sentSince: Number(sent.n),
  };
}
