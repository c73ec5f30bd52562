import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type { TTwoFaType } from '../schemas/oauth';
import type { TTwoFaConfirmAnswer, TTwoFaCreate, TTwoFaCreateAnswer } from '../schemas/two-fa';
import { UPSTREAM } from '../schemas/upstream';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

const done = <T>(result: BffResult<T>): BffResult<null> =>
  result.state === 'error' ? result : { state: 'success', data: null };

/** Starts a method's setup: the authenticator's secret and URI, or a code sent to Telegram or e-mail. */
export function startTwoFa(ctx: RequestContext, body: TTwoFaCreate): Promise<BffResult<TTwoFaCreateAnswer>> {
  return callUpstream(UPSTREAM.twoFaCreate, { ctx, auth: 'user', body });
}

/** The first code turns the method on. */
export async function confirmTwoFa(
  ctx: RequestContext,
  body: { type: TTwoFaType; code: string },
): Promise<BffResult<TTwoFaConfirmAnswer>> {
  return callUpstream(UPSTREAM.twoFaConfirm, { ctx, auth: 'user', body });
}

/** Asks for the code that turns a method off (sent for Telegram and e-mail). */
export async function requestTwoFaDeactivation(
  ctx: RequestContext,
  body: { type: TTwoFaType },
): Promise<BffResult<null>> {
  return done(await callUpstream(UPSTREAM.twoFaDeactivate, { ctx, auth: 'user', body }));
}

/** The code (or a recovery code) turns the method off. */
export async function confirmTwoFaDeactivation(
  ctx: RequestContext,
  body: { type: TTwoFaType; code?: string; recoveryCode?: string },
): Promise<BffResult<null>> {
  return done(await callUpstream(UPSTREAM.twoFaDeactivateConfirm, { ctx, auth: 'user', body }));
}
