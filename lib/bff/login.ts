import 'server-only';

import { cookies } from 'next/headers';

import { env } from '../env';
import { secureCookie } from '../http/cookie-names';
import type { BffResult } from '../schemas/bff-result';
import type { TLoginAnswer } from '../schemas/login';
import type { TTokenAnswer, TTokenRequest } from '../schemas/oauth';
import type { TUnlockRequest } from '../schemas/unlock';
import { UPSTREAM } from '../schemas/upstream';
import { renameFields } from './rename-fields';
import type { RequestContext } from './request-context';
import { readSession, storeToken } from './session';
import { callUpstream } from './upstream';

/** Upstream names of the login fields → the names the browser's form uses. */
const LOGIN_FIELD_NAMES = { username: 'email', google_recaptcha_v2: 'captcha' } as const;

/**
 * A browser that finished a login keeps the trusted-device token the identity service gave it, so an
 * attacker's failures elsewhere cannot lock it out (lib/identity/domain/sign-in/login-guard.ts).
 */
const deviceCookie = () => secureCookie('passport_device', env().APP_URL.startsWith('https://'));
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** The browser keeps its trusted-device token where only the login routes see it (httpOnly, /api/auth). */
async function keepDeviceToken(token: string): Promise<void> {
  (await cookies()).set(deviceCookie(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().APP_URL.startsWith('https://'),
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/** Calls the token endpoint with one grant and keeps the answer in the sealed session. */
export async function exchangeGrant(
  ctx: RequestContext,
  grant: TTokenRequest,
): Promise<BffResult<TLoginAnswer>> {
  const result = await callUpstream(UPSTREAM.token, { ctx, auth: 'client', body: grant });
  if (result.state === 'error') return renameFields(result, LOGIN_FIELD_NAMES);
  return keepLogin(result.data);
}

/** A token answer (of any grant, or a passkey sign-in) kept in the sealed session, with its device token. */
export async function keepLogin(answer: TTokenAnswer): Promise<BffResult<TLoginAnswer>> {
  await storeToken(answer);
  if (answer.device_token) await keepDeviceToken(answer.device_token);
  return {
    state: 'success',
    data: { status: answer.authentication_status, twoFaType: answer.two_fa_type },
  };
}

/** The trusted-device token this browser keeps from an earlier sign-in, if it looks like one. */
export async function browserDeviceToken(): Promise<string | undefined> {
  const device = (await cookies()).get(deviceCookie())?.value;
  return device && device.length <= 128 ? device : undefined;
}

/** The password grant (SPEC §7) with the form's names. */
export async function signInWithPassword(
  ctx: RequestContext,
  input: { email: string; password: string; captcha?: string; application?: string },
): Promise<BffResult<TLoginAnswer>> {
  return exchangeGrant(ctx, {
    grant_type: 'password',
    username: input.email,
    password: input.password,
    application: input.application,
    google_recaptcha_v2: input.captcha,
    device: await browserDeviceToken(),
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

/** Asks for a link that lets one browser past the login lock; answers alike for any address. */
export async function requestUnlockLink(ctx: RequestContext, body: TUnlockRequest): Promise<BffResult<null>> {
  const result = await callUpstream(UPSTREAM.unlockRequest, { ctx, auth: 'client', body });
  return result.state === 'error' ? result : { state: 'success', data: null };
}

/**
 * The mailed unlock link, opened in this browser: it becomes one the account trusts (its device token
 * kept like a finished login's), so its password logins pass the lock. The token never reaches the page.
 */
export async function redeemUnlockLink(ctx: RequestContext, code: string): Promise<BffResult<null>> {
  const result = await callUpstream(UPSTREAM.unlockConfirm, { ctx, auth: 'client', body: { code } });
  if (result.state === 'error') return result;
  await keepDeviceToken(result.data.device_token);
  return { state: 'success', data: null };
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
