import 'server-only';

import { randomBytes } from 'node:crypto';

import { env } from '../env';
import type { BffResult } from '../schemas/bff-result';
import type { TLoginAnswer } from '../schemas/login';
import type { TQrLogin } from '../schemas/qr';
import { UPSTREAM } from '../schemas/upstream';
import { browserDeviceToken, exchangeGrant } from './login';
import type { RequestContext } from './request-context';
import { readSession } from './session';
import { callUpstream } from './upstream';

/** The random value that binds a QR login to this browser's session (DESIGN §3), made once. */
async function browserBinding(): Promise<string> {
  const session = await readSession();
  if (!session.qrBinding) {
    session.qrBinding = randomBytes(18).toString('base64url');
    await session.save();
  }
  return session.qrBinding;
}

/** A new login QR for this browser: the payload and the link a logged-in phone opens to approve. */
export async function startQrLogin(
  ctx: RequestContext,
  application: string | undefined,
): Promise<BffResult<TQrLogin>> {
  const result = await callUpstream(UPSTREAM.qrGenerate, {
    ctx,
    auth: 'client',
    query: { application, browser: await browserBinding() },
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
  const session = await readSession();
  if (!session.qrBinding) return { state: 'error', errors: [{ code: 'invalid_request' }], effects: {} };
  return exchangeGrant(ctx, {
    grant_type: 'qr_code',
    code: input.payload,
    application: input.application,
    browser: session.qrBinding,
    device: await browserDeviceToken(),
  });
}
