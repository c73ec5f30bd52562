import { parseApplication, PRODUCT_NAMES } from '../../../products';
import type { TQrInfo } from '../../../schemas/qr';
import type { IdentityContext } from '../../identity-context';
import { findLiveQrLogin } from './find-live-qr-login';

export type QrLoginInfo = TQrInfo;

/** `GET /v1/qr/info?code=`: what an approval page shows before the user says yes. */
export async function getQrLoginInfo(
  ctx: IdentityContext,
  input: { code: string; ip: string },
): Promise<QrLoginInfo> {
  await ctx.limits.consume('code', input.ip);
  const qr = await findLiveQrLogin(ctx, input.code);
  const application = parseApplication(qr.application) ?? null;
  return {
    application,
    applicationName: application ? PRODUCT_NAMES[application] : null,
    userAgent: qr.user_agent,
    requesterAddress: qr.requester_address,
    createdAt: qr.created_at,
    expiresAt: qr.expires_at,
  };
}
