import { GOOD_PASSWORD, uniqueEmail, uniqueIp, type ApiClient } from './api-client';
import { extractCode, waitForMail } from './mailbox';
import type { IdentityTestServer } from './server';

export type Registered = { email: string; password: string; ip: string };

export function registrationBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    nationalityId: 'DE',
    password: GOOD_PASSWORD,
    language: 'en',
    ...extra,
  };
}

export async function register(
  api: ApiClient,
  extra: Record<string, unknown> = {},
  ip = uniqueIp(),
): Promise<Registered> {
  const email = uniqueEmail();
  const res = await api.json('POST', '/v1/registration', registrationBody(email, extra), { ip });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: GOOD_PASSWORD, ip };
}

export async function confirmationCode(server: IdentityTestServer, email: string): Promise<string> {
  return extractCode(await waitForMail(server.dataDir, email, /\/confirmation\//), 'confirmation');
}

export async function registerConfirmed(
  server: IdentityTestServer,
  api: ApiClient,
  extra: Record<string, unknown> = {},
) {
  const user = await register(api, extra);
  const code = await confirmationCode(server, user.email);
  const res = await api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

export async function login(
  api: ApiClient,
  email: string,
  password = GOOD_PASSWORD,
  ip = uniqueIp(),
): Promise<string> {
  const res = await api.form('/oauth/token', { grant_type: 'password', username: email, password }, { ip });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export async function signedInUser(server: IdentityTestServer, api: ApiClient) {
  const user = await registerConfirmed(server, api);
  return { ...user, token: await login(api, user.email) };
}

/**
 * A login for a fresh address whose captcha gate is shut (servers started with
 * CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL=1: one wrong password shuts it); `attempt` tries a wrong
 * password with a captcha, so a token past the gate answers bad_credentials.
 */
export async function captchaGatedLogin(api: ApiClient) {
  const username = uniqueEmail();
  const ip = uniqueIp();
  const attempt = (captcha?: string) =>
    api.form(
      '/oauth/token',
      { grant_type: 'password', username, password: 'Wrong-pa55', google_recaptcha_v2: captcha },
      { ip },
    );
  if ((await attempt()).body.error !== 'bad_credentials')
    throw new Error('the first wrong password was not refused');
  if ((await attempt()).body.error !== 'google_recaptcha_v2_required')
    throw new Error('the captcha gate did not shut');
  return { attempt, ip };
}
