import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

import { OTP_ATTEMPTS, OTP_LENGTH, OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '../../../policy';
import type { TTwoFaType } from '../../../schemas/oauth';
import { codeHash } from '../../crypto/secret-box';
import type { Database, TwoFaPurpose } from '../../db/database-types';
import { insertOutboxMail } from '../../db/queries/mail-outbox';
import {
  countSentCodesSince,
  findLastChallenge,
  insertChallenge,
  moveLoginChallenge,
} from '../../db/queries/two-fa-challenges';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { TWO_FA_CODES_PER_DAY } from '../../identity-policy';
import { codeLines, renderCodeMail } from '../../notify/security-messages';
import { TelegramUnreachable } from '../../telegram/telegram-unreachable';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChallengeTarget = {
  user: User;
  purpose: TwoFaPurpose;
  type: TTwoFaType;
  /** The method the challenge is for (pending when activating, active otherwise). */
  tokenId: string;
  /** A login challenge belongs to its half token. */
  sessionHash?: string;
  /** Where the code goes (chat ID or e-mail); null for the authenticator, which needs nothing sent. */
  destination: string | null;
  /** How long the challenge lives; the code's validity (5 minutes) unless said. */
  ttlMs?: number;
  /** The daily budget a sent code counts against (codeBudget); `account` for a signed-in user's asks. */
  budget?: string;
};

/**
 * The daily code budget of a login: a trusted browser's own, or the one every other login shares. An
 * attacker who knows the password spends only the second, so the owner's browser always gets its code.
 */
export function codeBudget(deviceHash: string | null): string {
  return deviceHash ? `device:${deviceHash}` : 'login';
}

/** What became of the request: a code sent, the last one still standing, the daily cap, or a TOTP check. */
export type OpenedChallenge = 'sent' | 'reused' | 'capped' | 'totp';

/**
 * Opens a confirmation with three tries. A new code no sooner than a minute after the last of the
 * same budget: within the minute the open challenge stands (a login's code moves to the newer half
 * token, with the tries it has left) unless its tries are used up; asking for another destination
 * meanwhile is too_many_requests. Codes per account, budget and day are capped, silently. Telegram
 * refuses an unknown chat with invalid_token_data before anything is stored.
 */
export async function openTwoFaChallenge(
  ctx: IdentityContext,
  target: ChallengeTarget,
): Promise<OpenedChallenge> {
  const now = ctx.now();
  const budget = target.budget ?? 'account';
  const last = await findLastChallenge(ctx.db, target.user.id, target.purpose, target.type, budget);
  if (
    last &&
    last.used_at === null &&
    last.attempts < OTP_ATTEMPTS &&
    last.expires_at > now &&
    now - last.created_at < OTP_RESEND_AFTER_MS
  ) {
    if (last.destination === target.destination && last.token_id === target.tokenId) {
      if (target.sessionHash) await moveLoginChallenge(ctx.db, last.id, target.sessionHash);
      return 'reused';
    }
    throw new IdentityError('too_many_requests', {
      retryAfterS: Math.max(1, Math.ceil((last.created_at + OTP_RESEND_AFTER_MS - now) / 1000)),
    });
  }

  const id = randomUUID();
  const row = {
    id,
    user_id: target.user.id,
    purpose: target.purpose,
    type: target.type,
    token_id: target.tokenId,
    session_hash: target.sessionHash ?? null,
    destination: target.destination,
    code_hash: null as string | null,
    attempts: 0,
    created_at: now,
    expires_at: now + (target.ttlMs ?? OTP_TTL_MS),
    used_at: null,
    budget,
  };
  if (target.destination === null) {
    await insertChallenge(ctx.db, row);
    return 'totp';
  }

  if ((await countSentCodesSince(ctx.db, target.user.id, budget, now - DAY_MS)) >= TWO_FA_CODES_PER_DAY) {
    ctx.log.info(
      { user: target.user.id, budget: budget.split(':')[0] },
      'two-factor code cap reached; none sent',
    );
    return 'capped';
  }
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  row.code_hash = codeHash(ctx.config.twoFaKeys.codes, id, code);

  if (target.type === 'TELEGRAM') {
    await sendTelegramCode(ctx, target, code);
    await insertChallenge(ctx.db, row);
    return 'sent';
  }
  await ctx.db.transaction().execute(async (trx) => {
    await insertChallenge(trx, row);
    await queueCodeMail(trx, ctx, target, code);
  });
  void ctx.mailer.kick();
  return 'sent';
}

async function sendTelegramCode(ctx: IdentityContext, target: ChallengeTarget, code: string): Promise<void> {
  if (!ctx.telegram) throw new IdentityError('invalid_token_data');
  try {
    await ctx.telegram.send(
      target.destination!,
      codeLines(target.user.language, code, target.purpose).join('\n'),
    );
  } catch (error) {
    if (error instanceof TelegramUnreachable) throw new IdentityError('invalid_token_data');
    throw error;
  }
}

async function queueCodeMail(
  db: Kysely<Database>,
  ctx: IdentityContext,
  target: ChallengeTarget,
  code: string,
): Promise<void> {
  const mail = renderCodeMail({
    language: target.user.language,
    firstName: target.user.first_name,
    code,
    purpose: target.purpose,
    supportEmail: ctx.config.supportEmail,
  });
  await insertOutboxMail(db, { recipient: target.destination!, ...mail }, ctx.now());
}
