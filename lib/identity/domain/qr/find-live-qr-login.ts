import { sha256 } from '../../crypto/random-token';
import { findQrLogin, type QrLogin } from '../../db/queries/qr-logins';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';

/** A QR login a phone may still look at or approve; otherwise incorrect_code. */
export async function findLiveQrLogin(ctx: IdentityContext, code: string): Promise<QrLogin> {
  const qr = await findQrLogin(ctx.db, sha256(code));
  if (!qr || qr.used_at !== null || qr.approved_at !== null || qr.expires_at <= ctx.now()) {
    throw new IdentityError('incorrect_code');
  }
  return qr;
}
