import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import { safeEqual } from '../../crypto/safe-equal';
import { consumeQrLogin, findQrLogin } from '../../db/queries/qr-logins';
import { findUserById } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { issueAccessToken, type TokenAnswer } from '../sign-in/issue-access-token';
import { trustedDeviceOf } from '../sign-in/login-guard';
import { parseApplication } from '../tokens/applications';
import { qrBindingHash } from './qr-binding';

export type QrGrantInput = {
  clientId: string;
  code: string;
  application?: string;
  browser?: string;
  /** The trusted-device token the browser showing the code keeps from an earlier sign-in. */
  device?: string;
  /** The client is bound to a product group: the token is a linked product's (issue-access-token.ts). */
  productClient?: boolean;
  ip: string;
  /** The browser's User-Agent (the BFF forwards it): what the security centre shows of the device. */
  userAgent?: string | null;
};

/**
 * `grant_type=qr_code`, polled by the login page. Not yet approved → access_denied (keep polling);
 * unknown, expired, spent or another browser's (or client's) → invalid_token (generate a new code).
 */
export async function issueQrToken(ctx: IdentityContext, input: QrGrantInput): Promise<TokenAnswer> {
  await ctx.limits.consume('qrPoll', input.ip);
  const application = parseApplication(input.application);
  const payloadHash = sha256(input.code);
  const browserHash = qrBindingHash(input.clientId, input.browser);
  const now = ctx.now();
  const qr = await findQrLogin(ctx.db, payloadHash);
  const invalid = () => new IdentityError('invalid_token', { description: 'QR code is not valid' });
  if (!qr || qr.used_at !== null || qr.expires_at <= now) throw invalid();
  if (!safeEqual(qr.browser_hash, browserHash) || qr.client_id !== input.clientId) throw invalid();
  if (application && qr.application && application !== qr.application) throw invalid();
  if (qr.approved_at === null)
    throw new IdentityError('access_denied', { description: 'authorization_pending' });

  // The conditional update is the atomic step: of concurrent polls exactly one gets the row.
  const won = await consumeQrLogin(ctx.db, payloadHash, browserHash, input.clientId, now);
  if (!won?.approved_by) throw invalid();
  const user = await findUserById(ctx.db, won.approved_by);
  if (!user) throw invalid();
  // The browser that shows the code is asked for the second factor too, whatever the approving phone
  // passed. Nobody typed the password here: the session starts without a step-up proof, so a stolen
  // phone session cannot mint a fresh one this way. A browser this account trusts from an earlier
  // sign-in is no news to the owner (no new-device alert); one that is not becomes trusted, as after a
  // password login, since the owner approved it from a signed-in phone.
  const trusted = await trustedDeviceOf(
    ctx,
    { key: user.email_key, ip: input.ip, device: input.device, userId: user.id },
    user.id,
  );
  const answer = await issueAccessToken(ctx, {
    userId: user.id,
    clientId: input.clientId,
    application: won.application ?? application,
    ip: input.ip,
    trustDevice: true,
    deviceHash: trusted,
    productClient: input.productClient,
    signIn: { method: 'qr', userAgent: input.userAgent ?? null },
  });
  if (answer.authentication_status === 'SUCCESS')
    audit(ctx, 'login.success', { accountId: user.id, method: 'qr' });
  return answer;
}
