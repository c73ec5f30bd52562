import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../db/database-types';
import { claimMail, findDueMailIds, markMailFailed, markMailSent } from '../db/queries/mail-outbox';
import { MAIL_BATCH_SIZE, MAIL_CLAIM_LEASE_MS, retryDelayMs } from './mail-policy';
import type { MailTransport } from './mail-transport';

export type DeliverOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  log: Logger;
  now: number;
};

/** Sends every due outbox mail once; a failure schedules the next try with backoff. Returns how many were sent. */
export async function deliverDueMail(options: DeliverOptions): Promise<number> {
  const { db, transport, from, log, now } = options;
  let sent = 0;
  for (const { id } of await findDueMailIds(db, now, MAIL_BATCH_SIZE)) {
    const mail = await claimMail(db, id, now, MAIL_CLAIM_LEASE_MS);
    if (!mail) continue;
    try {
      await transport({
        id,
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await markMailSent(db, id, Date.now());
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, id, attempts, Date.now() + retryDelayMs(attempts), message);
      log.warn({ mailId: id, attempts, err: message }, 'mail delivery failed; will retry');
    }
  }
  return sent;
}
