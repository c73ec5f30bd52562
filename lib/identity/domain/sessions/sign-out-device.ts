import type { TSessionsEnded } from '../../../schemas/sessions';
import { findDeviceSession } from '../../db/queries/sessions';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { endSessions } from './end-sessions';

/**
 * Signs one of the owner's devices out, or only one linked product on it. Another account's device, an
 * ended one and an unknown id all answer not_found alike.
 */
export async function signOutDevice(
  ctx: IdentityContext,
  session: BearerSession,
  input: { id: string; application?: string },
): Promise<TSessionsEnded> {
  const device = await findDeviceSession(ctx.db, session.user.id, input.id, ctx.now());
  if (!device) throw new IdentityError('not_found', { description: 'No such signed-in device' });
  if (input.application === undefined) {
    return endSessions(ctx, session.user.id, { kind: 'device', tokenHash: device.token_hash });
  }
  const ended = await endSessions(ctx, session.user.id, {
    kind: 'product',
    tokenHash: device.token_hash,
    application: input.application,
  });
  if (ended.products === 0)
    throw new IdentityError('not_found', { description: 'The device is not signed in there' });
  return ended;
}

/** Signs out every device but the caller's (and the products the caller's device reached stay). */
export function signOutOtherDevices(ctx: IdentityContext, session: BearerSession): Promise<TSessionsEnded> {
  return endSessions(ctx, session.user.id, { kind: 'others', keepHash: session.tokenHash });
}
