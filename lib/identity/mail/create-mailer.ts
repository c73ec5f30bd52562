import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../db/database-types';
import type { IdentityConfig } from '../identity-config';
import { createBackgroundWorker, type BackgroundWorker } from '../jobs/background-worker';
import { deliverDueMail } from './deliver-due-mail';
import { MAIL_POLL_INTERVAL_MS } from './mail-policy';
import { fileTransport, smtpTransport, type MailTransport } from './mail-transport';

/** The outbox sender; `run(now)` delivers as if the clock read `now`. */
export type Mailer = BackgroundWorker;

export type MailerOptions = {
  db: Kysely<Database>;
  config: IdentityConfig;
  log: Logger;
  now: () => number;
  transport?: MailTransport;
  /** false: no timer (a one-shot command); mail is sent only when kicked. */
  background?: boolean;
};

/** The outbox sender: a timer while the process lives, plus a kick after each commit. */
export function createMailer(options: MailerOptions): Mailer {
  const { db, config, log } = options;
  const transport =
    options.transport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.dataDir, log));
  return createBackgroundWorker({
    name: 'mail outbox',
    pass: (now) => deliverDueMail({ db, transport, from: config.mailFrom, log, now }),
    intervalMs: MAIL_POLL_INTERVAL_MS,
    now: options.now,
    log,
    background: options.background,
  });
}
