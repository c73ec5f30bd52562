import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../db/database-types';
import { claimMail, findDueMailIds, markMailFailed, markMailSent } from '../db/queries/mail-outbox';
import { runDueJobs } from '../jobs/run-due-jobs';
import { metrics } from '../metrics/metrics';
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
export function deliverDueMail(options: DeliverOptions): Promise<number> {
  const { db, transport, from, log, now } = options;
  return runDueJobs(
    {
      findDue: (at, limit) => findDueMailIds(db, at, limit),
      claim: (id, at, leaseMs) => claimMail(db, id, at, leaseMs),
      async work(mail) {
        await transport({
          id: mail.id,
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text_body,
          html: mail.html_body,
        });
        await markMailSent(db, mail.id, Date.now());
        metrics().mailDeliveries.inc({ outcome: 'sent' });
      },
      async failed(mail, error) {
        const attempts = mail.attempts + 1;
        metrics().mailDeliveries.inc({ outcome: 'failed' });
        await markMailFailed(db, mail.id, attempts, Date.now() + retryDelayMs(attempts), error);
        log.warn({ mailId: mail.id, attempts, err: error }, 'mail delivery failed; will retry');
      },
    },
    { now, batch: MAIL_BATCH_SIZE, leaseMs: MAIL_CLAIM_LEASE_MS },
  );
}
