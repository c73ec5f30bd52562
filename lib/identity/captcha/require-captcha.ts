import { sha256 } from '../crypto/random-token';
import { spendCaptcha } from '../db/queries/captcha-uses';
import type { IdentityContext } from '../identity-context';
import { IdentityError } from '../identity-error';
import { verifyAltcha } from './verify-altcha';
import { verifyRecaptcha } from './verify-recaptcha';

/** The gate is shut: a missing captcha → google_recaptcha_v2_required, a bad or reused one → invalid_recaptcha. */
export async function requireCaptcha(
  ctx: IdentityContext,
  token: string | undefined,
  ip: string,
): Promise<void> {
  if (!token) throw new IdentityError('google_recaptcha_v2_required');
  const { recaptcha, captchaSecret } = ctx.config;
  if (recaptcha) {
    if (!(await verifyRecaptcha(recaptcha, token, ip))) throw new IdentityError('invalid_recaptcha');
    return;
  }
  const verified = await verifyAltcha(captchaSecret, token, ctx.now());
  if (!verified) throw new IdentityError('invalid_recaptcha');
  // A solved challenge buys one attempt, not a session of them.
  if (!(await spendCaptcha(ctx.db, sha256(verified.id), verified.expiresAtMs, ctx.now()))) {
    throw new IdentityError('invalid_recaptcha');
  }
}
