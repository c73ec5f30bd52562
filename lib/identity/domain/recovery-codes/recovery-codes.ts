import { createHmac, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

import { audit } from '../../audit/audit';
import type { Database } from '../../db/database-types';
import { countRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from '../../db/queries/recovery-codes';
import { findActiveTwoFactor } from '../../db/queries/two-fa-tokens';
import type { User } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { notifySecurityChange } from '../accounts/notify-security-change';
import type { BearerSession } from '../tokens/authenticate-bearer';

export const RECOVERY_CODE_COUNT = 10;

/** No look-alikes (0/o, 1/l/i): a code is read off paper and typed by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

/** `xxxxx-xxxxx`: 50 bits each, never six digits, so it cannot be taken for a one-time code. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Whether a typed value has the shape of a recovery code (and not of a 6-digit code). */
export function looksLikeRecoveryCode(value: string): boolean {
  return CODE_PATTERN.test(normalise(value));
}

function normalise(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '');
}

/** The keyed hash a code is stored as: a stolen table cannot be checked against guesses offline. */
function codeHash(ctx: IdentityContext, code: string): string {
  return createHmac('sha256', ctx.config.recoveryCodeKey)
    .update(normalise(code).replace('-', ''))
    .digest('hex');
}

/** A new set, replacing the old one in `db` (the caller's transaction); the plain codes, shown once. */
export async function issueRecoveryCodes(
  db: Kysely<Database>,
  ctx: IdentityContext,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => codeHash(ctx, code)),
    ctx.now(),
  );
  return codes;
}

/** `GET /v1/recovery-codes`: how many unused codes the account has. */
export async function recoveryCodesLeft(ctx: IdentityContext, session: BearerSession) {
  return { remaining: await countRecoveryCodes(ctx.db, session.user.id) };
}

/** `POST /v1/recovery-codes` (step-up): a new set voids the old; only with a second factor on. */
export async function regenerateRecoveryCodes(ctx: IdentityContext, session: BearerSession) {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  if (!(await findActiveTwoFactor(ctx.db, user.id))) throw new IdentityError('not_found');
  const codes = await ctx.db.transaction().execute((trx) => issueRecoveryCodes(trx, ctx, user.id));
  audit(ctx, 'recovery_codes.regenerated', { accountId: user.id });
  return { codes };
}

/**
 * Spends one of the user's codes in place of a second-factor code; true when it was theirs and
 * unused. The owner is told each time (mail, and the bot when Telegram is their factor); the use
 * that leaves three says so.
 */
export async function spendRecoveryCodeFor(ctx: IdentityContext, user: User, code: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(code)) return false;
  if (!(await spendRecoveryCode(ctx.db, user.id, codeHash(ctx, code), ctx.now()))) return false;
  const remaining = await countRecoveryCodes(ctx.db, user.id);
  audit(ctx, 'recovery_code.used', { accountId: user.id });
  await notifySecurityChange(ctx, user, { kind: 'recoveryCodeUsed', remaining });
  return true;
}
