import 'server-only';

import type { BffResult } from '../types/bff-result';
import { storeToken, type TokenAnswer } from './session';
import { callUpstream, type UpstreamRequest } from './upstream';

export type LoginAnswer = { status: TokenAnswer['authentication_status']; twoFaType: string | null };

/** Calls the token endpoint with one grant and keeps the answer in the sealed session. */
export async function exchangeGrant(
  form: Record<string, string | undefined>,
  context: Pick<UpstreamRequest, 'locale' | 'clientIp' | 'userAgent'>,
): Promise<BffResult<LoginAnswer>> {
  const result = await callUpstream<TokenAnswer>({
    method: 'POST',
    host: 'oauth',
    path: '/oauth/token',
    auth: 'client',
    form,
    ...context,
  });
  if (result.state === 'error') return result;
  await storeToken(result.data);
  return {
    state: 'success',
    data: { status: result.data.authentication_status, twoFaType: result.data.two_fa_type ?? null },
  };
}
