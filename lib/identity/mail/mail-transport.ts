import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Delivers one mail or throws. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/**
 * An SMTP server that accepts and then says nothing holds a delivery pass only this long — well
 * inside the outbox lease (MAIL_CLAIM_LEASE_MS), so no other process sends the same mail meanwhile.
 * Query parameters of SMTP_URL (`?greetingTimeout=…`) still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer is loaded with the first mail, not at start: a server that has sent none does not carry
 * it in memory (the performance issue's idle figure).
 */
function lazily(
  create: (nodemailer: typeof import('nodemailer')) => Transporter,
): () => Promise<Transporter> {
  let transporter: Promise<Transporter> | undefined;
  return () => (transporter ??= import('nodemailer').then(create));
}

/** SMTP when `SMTP_URL` is set. */
export function smtpTransport(url: string): MailTransport {
  const transporter = lazily((nodemailer) => nodemailer.createTransport({ ...SMTP_TIMEOUTS, url }));
  return async (mail) => {
    await (await transporter()).sendMail(mail);
  };
}

/** Without SMTP: `.eml` files in `DATA_DIR/outbox`, readable by the owner only, plus a log line. */
export function fileTransport(dataDir: string, log: Logger): MailTransport {
  const composer = lazily((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const dir = path.join(dataDir, 'outbox');
  return async (mail) => {
    const info = await (await composer()).sendMail(mail);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, `${Date.now()}-${mail.id}.eml`);
    await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
    // The link holds a live code: logs name the owner-only file, never the code (DESIGN §4).
    log.info({ to: mail.to, file }, 'mail written to outbox (no SMTP_URL set)');
  };
}
