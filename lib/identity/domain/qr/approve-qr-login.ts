import { sha256 } from '../../crypto/random-token';
import { approveQrLogin as approveQrLoginRow } from '../../db/queries/qr-logins';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { findLiveQrLogin } from './find-live-qr-login';

/** `POST /v1/qr/approve`: a logged-in device lets the browser showing the code in — once. */
export async function approveQrLogin(
  ctx: IdentityContext,
  session: BearerSession,
  input: { code: string; ip: string },
): Promise<{ application: string | null }> {
  await ctx.limits.consume('code', input.ip);
  const qr = await findLiveQrLogin(ctx, input.code);
  if (!(await approveQrLoginRow(ctx.db, sha256(input.code), session.user.id, ctx.now()))) {
    throw new IdentityError('incorrect_code');
  }
  return { application: qr.application };
}
