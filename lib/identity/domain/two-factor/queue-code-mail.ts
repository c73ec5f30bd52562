import type { Kysely } from 'kysely';

import { randomToken, sha256 } from '../../crypto/random-token';
import type { Database } from '../../db/database-types';
import { insertCode, type CodeKind } from '../../db/queries/codes';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import type { IdentityConfig } from '../../identity-config';
import type { IdentityContext } from '../../identity-context';
import { CONFIRMATION_CODE_TTL_MS, RESET_CODE_TTL_MS, UNLOCK_CODE_TTL_MS } from '../../identity-policy';
import type { MailKind } from '../../mail/mail-texts';
import { renderMail } from '../../mail/render-mail';

/** The codes that travel in a link mail of their own (a new-device alert carries "Not me" itself). */
export type MailedCodeKind = Exclude<CodeKind, 'not_me' | 'cancel_deletion'>;

const CODE_RULES: Record<MailedCodeKind, { ttlMs: number; mail: MailKind }> = {
  confirm_email: { ttlMs: CONFIRMATION_CODE_TTL_MS, mail: 'confirmEmail' },
  reset_password: { ttlMs: RESET_CODE_TTL_MS, mail: 'resetPassword' },
  unlock_login: { ttlMs: UNLOCK_CODE_TTL_MS, mail: 'unlockLogin' },
};

export type CodeMailOptions = {
  kind: MailedCodeKind;
  user: { id: string; email: string; first_name: string; language: string };
  application: string | null;
  /** The mail's language when it is not the account's: the page the mail was asked from. */
  language?: string;
  now: number;
};

/**
 * Creates a one-time code and queues the mail carrying it. Run inside the caller's transaction:
 * the code and its mail exist together or not at all. Only the code's hash is stored.
 */
export async function queueCodeMail(
  db: Kysely<Database>,
  config: IdentityConfig,
  options: CodeMailOptions,
): Promise<void> {
  const rule = CODE_RULES[options.kind];
  const code = randomToken();
  await insertCode(db, {
    codeHash: sha256(code),
    kind: options.kind,
    userId: options.user.id,
    application: options.application,
    now: options.now,
    ttlMs: rule.ttlMs,
  });
  const mail = renderMail({
    kind: rule.mail,
    language: options.language ?? options.user.language,
    firstName: options.user.first_name,
    appUrl: config.appUrl,
    code,
    supportEmail: config.supportEmail,
  });
  await insertOutboxMail(db, { recipient: options.user.email, ...mail }, options.now);
}

/** Queues a code mail in a transaction of its own and wakes the mailer. */
export async function queueCodeMailNow(
  ctx: IdentityContext,
  input: Omit<CodeMailOptions, 'now'>,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute((trx) => queueCodeMail(trx, ctx.config, { ...input, now }));
  void ctx.mailer.kick();
}
