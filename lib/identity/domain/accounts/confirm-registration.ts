import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import { consumeCode } from '../../db/queries/codes';
import { markEmailConfirmed } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { applicationAnswer } from '../tokens/applications';

export type ConfirmationAnswer = { resourceUrl: string | null; applicationName: string | null };

/** `POST /v1/registration/confirm`: spends the code and activates the account, atomically. */
export async function confirmRegistration(
  ctx: IdentityContext,
  input: { code: string; ip: string },
): Promise<ConfirmationAnswer> {
  await ctx.limits.consume('code', input.ip);
  const now = ctx.now();
  const consumed = await ctx.db.transaction().execute(async (trx) => {
    const row = await consumeCode(trx, sha256(input.code), 'confirm_email', now);
    if (row) await markEmailConfirmed(trx, row.user_id, now);
    return row;
  });
  if (!consumed) throw new IdentityError('invalid_confirmation_code');
  audit(ctx, 'account.confirmed', { accountId: consumed.user_id });
  return applicationAnswer(consumed.application);
}
