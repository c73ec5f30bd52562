// POST /api/auth/qr — a new QR login payload, bound to this browser's session.
import { randomBytes } from 'node:crypto';

import { failure } from '@/lib/bff/normalise';
import { clientIpOf, localeOf } from '@/lib/bff/request-context';
import { bffRoute, readJson } from '@/lib/bff/respond';
import { readSession } from '@/lib/bff/session';
import { callUpstream } from '@/lib/bff/upstream';
import { env } from '@/lib/env';

type QrAnswer = { payload: string; ttl: number };

export const POST = bffRoute(async (request) => {
  const body = await readJson(request);
  const application = typeof body?.application === 'string' ? body.application.toUpperCase() : undefined;
  const session = await readSession();
  if (!session.qrBinding) {
    session.qrBinding = randomBytes(18).toString('base64url');
    await session.save();
  }
  const locale = localeOf(request);
  const result = await callUpstream<QrAnswer>({
    host: 'oauth',
    path: '/oauth/qr/generate',
    query: { application, browser: session.qrBinding },
    auth: 'client',
    locale,
    clientIp: clientIpOf(request),
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
  if (result.state === 'error') return result;
  if (!result.data?.payload) return failure('internal_server_error');
  // DESIGN §3: the QR holds a link a logged-in phone opens to approve this browser.
  const url = `${env().APP_URL}/${locale}/qr/${encodeURIComponent(result.data.payload)}`;
  return { state: 'success', data: { payload: result.data.payload, ttl: result.data.ttl, url } };
});
