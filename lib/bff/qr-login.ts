import 'server-only';

import { env } from '../env';
import type { BffResult } from '../schemas/bff-result';
import type { TLoginAnswer } from '../schemas/login';
import type { TQrLogin } from '../schemas/qr';
import { UPSTREAM } from '../schemas/upstream';
import { browserBinding, ensureBrowserBinding } from './browser-binding';
import { browserDeviceToken, exchangeGrant } from './login';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

/** A new login QR for this browser: the payload and the link a logged-in phone opens to approve. */
export async function startQrLogin(
  ctx: RequestContext,
  application: string | undefined,
): Promise<BffResult<TQrLogin>> {
  const result = await callUpstream(UPSTREAM.qrGenerate, {
    ctx,
    auth: 'client',
    query: { application, browser: await ensureBrowserBinding('qr') },
  });
  if (result.state === 'error') return result;
  const url = `${env().APP_URL}/${ctx.locale}/qr/${encodeURIComponent(result.data.payload)}`;
  return { state: 'success', data: { ...result.data, url } };
}

/** One poll of the qr_code grant: succeeds once the phone has approved (SPEC §4 "QR login"). */
export async function pollQrLogin(
  ctx: RequestContext,
  input: { payload: string; application?: string },
): Promise<BffResult<TLoginAnswer>> {
  const browser = await browserBinding('qr');
  if (!browser) return { state: 'error', errors: [{ code: 'invalid_request' }], effects: {} };
  return exchangeGrant(ctx, {
    grant_type: 'qr_code',
    code: input.payload,
    application: input.application,
    browser,
    device: await browserDeviceToken(),
  });
}
