import { totpCodeAt } from '../../lib/identity/crypto/totp';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { GOOD_PASSWORD, uniqueIp, type ApiClient } from './api-client';
import type { Harness } from './describe-backends';
import { serviceContext } from './in-process';
import { mailsTo } from './mailbox';

/** The service's clock, moved forward by tests (codes expire, TOTP steps pass, a minute goes by). */
export async function serviceClock(h: Harness) {
  const ctx = await serviceContext(h.server);
  if (!ctx) throw new Error('two-factor tests need the service in this process (no IDENTITY_BASE_URL)');
  let offset = 0;
  ctx.now = () => Date.now() + offset;
  return {
    ctx: ctx as IdentityContext,
    advance(ms: number) {
      offset += ms;
    },
    now: () => ctx.now(),
  };
}

export type Clock = Awaited<ReturnType<typeof serviceClock>>;

/** The authenticator code of a TOTP step not used before: the clock moves one step each time. */
export function nextTotp(clock: Clock, secret: string): string {
  clock.advance(30_000);
  return totpCodeAt(secret, clock.now());
}

const CODE_IN_MAIL = /: (\d{6})$/m;

/**
 * The 6-digit code of the `nth` mail (1-based) to `email` whose text matches, waiting for it: tests
 * count the codes they expect, since mail leaves through the outbox a moment after the answer.
 */
export async function mailedCode(dataDir: string, email: string, pattern: RegExp, nth = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(dataDir, email, pattern);
    if (mails.length >= nth) return CODE_IN_MAIL.exec(mails[nth - 1]!.text)![1]!;
    if (Date.now() > deadline) throw new Error(`No mail #${nth} to ${email} matching ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function twoFa(api: ApiClient, token: string) {
  const ip = uniqueIp();
  return {
    tokens: () => api.get('/v1/two-fa/tokens', { token, ip }),
    available: () => api.get('/v1/two-fa/tokens/types/available', { token, ip }),
    onlyDeactivate: () => api.get('/v1/two-fa/tokens/types/only-deactivate', { token, ip }),
    create: (type: string, data: string | null = null) =>
      api.json('POST', '/v1/two-fa/tokens', { type, data }, { token, ip }),
    confirm: (type: string, code: string) =>
      api.json('POST', '/v1/two-fa/tokens/confirm', { type, code }, { token, ip }),
    deactivate: (type: string) => api.json('POST', '/v1/two-fa/tokens/deactivate', { type }, { token, ip }),
    deactivateConfirm: (type: string, code: string) =>
      api.json('POST', '/v1/two-fa/tokens/deactivate/confirm', { type, code }, { token, ip }),
  };
}

/**
 * Step-up: the session proves who its holder is again (the password, and the active factor's code),
 * so sensitive calls pass for the next five minutes.
 */
export async function reauthenticate(api: ApiClient, token: string, code?: string, password = GOOD_PASSWORD) {
  const res = await api.json('POST', '/v1/reauth', { password, code }, { token, ip: uniqueIp() });
  if (res.status !== 200) throw new Error(`reauth failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { validUntil: number };
}

/** Sets up the authenticator for a signed-in user; returns its secret. */
export async function activateGoogle(h: Harness, clock: Clock, token: string): Promise<string> {
  const calls = twoFa(h.api, token);
  const created = await calls.create('GOOGLE_AUTHENTICATOR');
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const secret = created.body.data.result.CODE as string;
  const confirmed = await calls.confirm('GOOGLE_AUTHENTICATOR', nextTotp(clock, secret));
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return secret;
}

export const ACTIVATE_MAIL = /turn on two-factor authentication: \d{6}$/m;
export const DEACTIVATE_MAIL = /turn off two-factor authentication: \d{6}$/m;
export const LOGIN_MAIL = /to log in: \d{6}$/m;

/** Sets up e-mail codes for a signed-in user. */
export async function activateEmail(h: Harness, token: string, email: string): Promise<void> {
  const calls = twoFa(h.api, token);
  const created = await calls.create('EMAIL', email);
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const code = await mailedCode(h.server.dataDir, email, ACTIVATE_MAIL);
  const confirmed = await calls.confirm('EMAIL', code);
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
}

/** The password grant, answering the whole body (SUCCESS or a half token). */
export function passwordGrant(api: ApiClient, email: string, extra: Record<string, string> = {}) {
  return api.form(
    '/oauth/token',
    { grant_type: 'password', username: email, password: GOOD_PASSWORD, ...extra },
    { ip: uniqueIp() },
  );
}

export function secondStep(api: ApiClient, halfToken: string, otp?: string, ip = uniqueIp()) {
  return api.form('/oauth/token', { grant_type: 'oauth_token', oauth_token: halfToken, otp }, { ip });
}
