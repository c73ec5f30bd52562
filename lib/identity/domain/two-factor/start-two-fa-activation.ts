import { randomUUID } from 'node:crypto';

import type { TTwoFaType } from '../../../schemas/oauth';
import type { TTwoFaCreateAnswer } from '../../../schemas/two-fa';
import { openSecret, sealSecret } from '../../crypto/secret-box';
import { newTotpSecret, totpUri } from '../../crypto/totp';
import { insertChallenge } from '../../db/queries/two-fa-challenges';
import {
  findActiveTwoFactor,
  findPendingTwoFactor,
  insertPendingTwoFactor,
  isChatTaken,
  type TwoFaToken,
} from '../../db/queries/two-fa-tokens';
import type { IdentityContext } from '../../identity-context';
import { IdentityError, validationError } from '../../identity-error';
import { TWO_FA_SETUP_TTL_MS } from '../../identity-policy';
import { emailKey } from '../accounts/email-key';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { availableTwoFaTypes } from './available-two-fa-types';
import { openTwoFaChallenge } from './open-two-fa-challenge';

/** A Telegram chat ID: a user's is positive, a group's negative. */
const CHAT_ID_PATTERN = /^-?\d{1,20}$/;

/**
 * `POST /v1/two-fa/tokens`: a pending method and its first challenge. The authenticator answers its
 * secret and `otpauth://` URI; Telegram and e-mail get a code. One active method per account
 * (two_fa_already_enabled); a chat serves one account (token_already_exists).
 */
export async function startTwoFaActivation(
  ctx: IdentityContext,
  session: BearerSession,
  input: { type: TTwoFaType; data: string | null },
): Promise<TTwoFaCreateAnswer> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  if (!availableTwoFaTypes(ctx).includes(input.type)) throw validationError({ type: ['invalid_value'] });
  if (await findActiveTwoFactor(ctx.db, user.id)) throw new IdentityError('two_fa_already_enabled');
  const now = ctx.now();

  if (input.type === 'GOOGLE_AUTHENTICATOR') {
    const pending = await findPendingTwoFactor(ctx.db, user.id, input.type, now);
    if (pending?.secret) return renewGoogleSetup(ctx, user, pending, now);
    const id = randomUUID();
    const secret = newTotpSecret();
    const expiresAt = now + TWO_FA_SETUP_TTL_MS;
    await ctx.db.transaction().execute(async (trx) => {
      await insertPendingTwoFactor(trx, {
        id,
        user_id: user.id,
        type: input.type,
        data: null,
        secret: sealSecret(ctx.config.twoFaKeys.box, secret, id),
        active: 0,
        created_at: now,
        activated_at: null,
        expires_at: expiresAt,
        last_totp_step: null,
      });
      await insertChallenge(trx, {
        id: randomUUID(),
        user_id: user.id,
        purpose: 'activate',
        type: input.type,
        token_id: id,
        session_hash: null,
        destination: null,
        code_hash: null,
        attempts: 0,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
        budget: 'account',
      });
    });
    return { result: { CODE: secret, QR_PAYLOAD: totpUri(secret, user.email) } };
  }

  if (input.type === 'EMAIL' && emailKey(input.data ?? '') !== user.email_key) {
    // Codes go to the account's own address only: the profile e-mail the wizard shows.
    throw validationError({ data: ['invalid_value'] });
  }
  const destination = input.type === 'EMAIL' ? user.email : (input.data ?? '');
  if (input.type === 'TELEGRAM') {
    if (!CHAT_ID_PATTERN.test(destination)) throw new IdentityError('invalid_token_data');
    if (await isChatTaken(ctx.db, destination, user.id)) throw new IdentityError('token_already_exists');
  }

  const pending = await findPendingTwoFactor(ctx.db, user.id, input.type, now);
  const reuse = pending && pending.data === destination;
  const tokenId = reuse ? pending.id : randomUUID();
  const opened = await openTwoFaChallenge(ctx, {
    user,
    purpose: 'activate',
    type: input.type,
    tokenId,
    destination,
  });
  if (!reuse && opened !== 'reused') {
    await insertPendingTwoFactor(ctx.db, {
      id: tokenId,
      user_id: user.id,
      type: input.type,
      data: destination,
      secret: null,
      active: 0,
      created_at: now,
      activated_at: null,
      expires_at: now + TWO_FA_SETUP_TTL_MS,
      last_totp_step: null,
    });
  }
  return { result: null };
}

/**
 * Asked again while a scanned secret is still pending (three wrong codes, Back, a reload): the same secret,
 * so the app already set up keeps working, with a fresh challenge of three tries. Guessing gains nothing
 * here: the one asking is shown the secret anyway.
 */
async function renewGoogleSetup(
  ctx: IdentityContext,
  user: BearerSession['user'],
  pending: TwoFaToken,
  now: number,
): Promise<TTwoFaCreateAnswer> {
  const secret = openSecret(ctx.config.twoFaKeys.box, pending.secret!, pending.id);
  await insertChallenge(ctx.db, {
    id: randomUUID(),
    user_id: user.id,
    purpose: 'activate',
    type: 'GOOGLE_AUTHENTICATOR',
    token_id: pending.id,
    session_hash: null,
    destination: null,
    code_hash: null,
    attempts: 0,
    created_at: now,
    expires_at: pending.expires_at ?? now + TWO_FA_SETUP_TTL_MS,
    used_at: null,
    budget: 'account',
  });
  return { result: { CODE: secret, QR_PAYLOAD: totpUri(secret, user.email) } };
}
