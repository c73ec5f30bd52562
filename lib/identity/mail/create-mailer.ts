import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

import type { Database } from '../db/database-types';
import type { IdentityConfig } from '../identity-config';
import { deliverDueMail } from './deliver-due-mail';
import { MAIL_POLL_INTERVAL_MS } from './mail-policy';
import { fileTransport, smtpTransport, type MailTransport } from './mail-transport';

export type Mailer = {
  /** Try to deliver due mail now (after a commit that queued some). Never throws. */
  kick(): Promise<void>;
  /** Deliver as if the clock read `now` (tests skip the backoff with it). */
  deliver(now: number): Promise<number>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
};

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
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const deliver = (now: number): Promise<number> => {
    // One delivery pass at a time per process (claims keep other processes apart); a kick that
    // arrives during a pass asks for one more, so mail queued meanwhile does not wait for the timer.
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueMail({ db, transport, from: config.mailFrom, log, now }).finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        void kick();
      }
    });
    return running;
  };
  async function kick(): Promise<void> {
    if (stopped) return;
    await deliver(options.now()).then(
      () => undefined,
      (error: unknown) =>
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail outbox pass failed'),
    );
  }
  const timer =
    options.background === false ? undefined : setInterval(() => void kick(), MAIL_POLL_INTERVAL_MS);
  timer?.unref();

  return {
    kick,
    deliver,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
