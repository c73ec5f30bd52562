import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type { TReauth, TReauthAnswer, TStepUpStatus } from '../schemas/step-up';
import { UPSTREAM } from '../schemas/upstream';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

/** What confirming it is you asks for on this session (a factor's code?), and until when it holds. */
export function stepUpStatus(ctx: RequestContext): Promise<BffResult<TStepUpStatus>> {
  return callUpstream(UPSTREAM.reauthStatus, { ctx, auth: 'user' });
}

/** Step-up: the password (and the factor's code) prove it is still the owner at this session. */
export function reauthenticate(ctx: RequestContext, body: TReauth): Promise<BffResult<TReauthAnswer>> {
  return callUpstream(UPSTREAM.reauth, { ctx, auth: 'user', body });
}

/** After the password, the Telegram or e-mail code of a re-authentication. */
export async function sendReauthCode(
  ctx: RequestContext,
  body: { password: string },
): Promise<BffResult<null>> {
  const result = await callUpstream(UPSTREAM.reauthCode, { ctx, auth: 'user', body });
  return result.state === 'error' ? result : { state: 'success', data: null };
}
