import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type { TLoginAnswer } from '../schemas/login';
import type {
  TPasskey,
  TPasskeyList,
  TPasskeyRegister,
  TRecoveryCodeCount,
  TRecoveryCodes,
} from '../schemas/passkeys';
import { UPSTREAM } from '../schemas/upstream';
import { browserBinding, ensureBrowserBinding } from './browser-binding';
import { keepLogin } from './login';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

type Options = Record<string, unknown> & { challenge: string };

const done = <T>(result: BffResult<T>): BffResult<null> =>
  result.state === 'error' ? result : { state: 'success', data: null };

/** Options for a passkey sign-in in this browser (conditional UI or the button). */
export async function passkeySignInOptions(ctx: RequestContext): Promise<BffResult<Options>> {
  return callUpstream(UPSTREAM.passkeySignInOptions, {
    ctx,
    auth: 'client',
    body: { browser: await ensureBrowserBinding('passkey') },
  });
}

/** The assertion, checked against this browser's challenge; a success is kept like a finished login. */
export async function signInWithPasskey(
  ctx: RequestContext,
  body: { response: unknown; application?: string },
): Promise<BffResult<TLoginAnswer>> {
  const browser = await browserBinding('passkey');
  if (!browser) return { state: 'error', errors: [{ code: 'invalid_request' }], effects: {} };
  const result = await callUpstream(UPSTREAM.passkeySignIn, {
    ctx,
    auth: 'client',
    body: {
      browser,
      response: body.response as never,
      application: body.application,
    },
  });
  return result.state === 'error' ? result : keepLogin(result.data);
}

export function listPasskeys(ctx: RequestContext): Promise<BffResult<TPasskeyList>> {
  return callUpstream(UPSTREAM.passkeys, { ctx, auth: 'user' });
}

export function passkeyRegistrationOptions(ctx: RequestContext): Promise<BffResult<Options>> {
  return callUpstream(UPSTREAM.passkeyRegistrationOptions, { ctx, auth: 'user' });
}

export function addPasskey(ctx: RequestContext, body: TPasskeyRegister): Promise<BffResult<TPasskey>> {
  return callUpstream(UPSTREAM.passkeyRegistrationVerify, { ctx, auth: 'user', body });
}

export async function renamePasskey(
  ctx: RequestContext,
  body: { id: string; name: string },
): Promise<BffResult<null>> {
  return done(
    await callUpstream(UPSTREAM.passkeyRename, {
      ctx,
      auth: 'user',
      params: { id: body.id },
      body: { name: body.name },
    }),
  );
}

export async function removePasskey(ctx: RequestContext, body: { id: string }): Promise<BffResult<null>> {
  return done(await callUpstream(UPSTREAM.passkeyRemove, { ctx, auth: 'user', params: { id: body.id } }));
}

export function recoveryCodeCount(ctx: RequestContext): Promise<BffResult<TRecoveryCodeCount>> {
  return callUpstream(UPSTREAM.recoveryCodeCount, { ctx, auth: 'user' });
}

export function newRecoveryCodes(ctx: RequestContext): Promise<BffResult<TRecoveryCodes>> {
  return callUpstream(UPSTREAM.recoveryCodesRegenerate, { ctx, auth: 'user' });
}
