import { randomToken, sha256 } from '../../crypto/random-token';
import { deleteExpiredQrLogins, insertQrLogin } from '../../db/queries/qr-logins';
import type { IdentityContext } from '../../identity-context';
import { QR_TTL_MS } from '../../identity-policy';
import { parseApplication } from '../tokens/applications';
import { qrBindingHash } from './qr-binding';

const QR_KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000; // expired rows linger a day for diagnosis, then go

export type GenerateQrInput = {
  clientId: string;
  application?: string;
  /** A random value the BFF keeps in the browser's session; the grant must present it again. */
  browser?: string;
  userAgent: string | null;
  ip: string;
};

/** `GET /oauth/qr/generate`: a one-minute payload bound to the browser (or the client) that asked for it. */
export async function generateQrLogin(
  ctx: IdentityContext,
  input: GenerateQrInput,
): Promise<{ payload: string; ttl: number }> {
  await ctx.limits.consume('qrGenerate', input.ip);
  const application = parseApplication(input.application);
  const payload = randomToken();
  const now = ctx.now();
  await insertQrLogin(ctx.db, {
    payload_hash: sha256(payload),
    client_id: input.clientId,
    application,
    browser_hash: qrBindingHash(input.clientId, input.browser),
    user_agent: input.userAgent?.slice(0, 512) ?? null,
    requester_address: input.ip,
    created_at: now,
    expires_at: now + QR_TTL_MS,
    approved_by: null,
    approved_at: null,
    used_at: null,
  });
  await deleteExpiredQrLogins(ctx.db, now - QR_KEEP_EXPIRED_MS);
  return { payload, ttl: QR_TTL_MS };
}
