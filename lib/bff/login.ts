import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type { TLoginAnswer } from '../schemas/login';
import type { TTokenRequest } from '../schemas/oauth';
import { UPSTREAM } from '../schemas/upstream';
import { renameFields } from './rename-fields';
import type { RequestContext } from './request-context';
import { readSession, storeToken } from './session';
import { callUpstream } from './upstream';

/** Upstream names of the login fields → the names the browser's form uses. */
const LOGIN_FIELD_NAMES = { username: 'email', google_recaptcha_v2: 'captcha' } as const;

/** Calls the token endpoint with one grant and keeps the answer in the sealed session. */
export async function exchangeGrant(
  ctx: RequestContext,
  grant: TTokenRequest,
): Promise<BffResult<TLoginAnswer>> {
  const result = await callUpstream(UPSTREAM.token, { ctx, auth: 'client', body: grant });
  if (result.state === 'error') return renameFields(result, LOGIN_FIELD_NAMES);
  await storeToken(result.data);
  return {
    state: 'success',
    data: { status: result.data.authentication_status, twoFaType: result.data.two_fa_type },
  };
}

/** The password grant (SPEC §7) with the form's names. */
export function signInWithPassword(
  ctx: RequestContext,
  input: { email: string; password: string; captcha?: string; application?: string },
): Promise<BffResult<TLoginAnswer>> {
  return exchangeGrant(ctx, {
    grant_type: 'password',
    username: input.email,
    password: input.password,
    application: input.application,
    google_recaptcha_v2: input.captcha,
  });
}

/** The second login step: this session's pending token and the code from the OTP popup. */
export async function signInWithCode(ctx: RequestContext, otp: string): Promise<BffResult<TLoginAnswer>> {
  const session = await readSession();
  if (!session.token || session.status !== 'TWO_FACTOR_AUTHENTICATION') {
    return { state: 'error', errors: [{ code: 'invalid_token' }], effects: {} };
  }
  return exchangeGrant(ctx, { grant_type: 'oauth_token', oauth_token: session.token, otp });
}

/** Single logout (SPEC §2): revoke upstream, then end the session even if the upstream is away. */
export async function signOut(ctx: RequestContext): Promise<BffResult<null>> {
  const session = await readSession();
  if (session.token) {
    await callUpstream(UPSTREAM.revokeToken, { ctx, auth: { bearer: session.token } });
  }
  session.destroy();
  return { state: 'success', data: null };
}
