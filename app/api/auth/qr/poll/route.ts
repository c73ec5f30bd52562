// POST /api/auth/qr/poll — tries the qr_code grant; succeeds once the phone has approved.
import { exchangeGrant } from '@/lib/bff/login';
import { failure } from '@/lib/bff/normalise';
import { clientIpOf, localeOf } from '@/lib/bff/request-context';
import { bffRoute, readJson } from '@/lib/bff/respond';
import { readSession } from '@/lib/bff/session';

export const POST = bffRoute(async (request) => {
  const body = await readJson(request);
  const session = await readSession();
  if (!body || typeof body.payload !== 'string' || !session.qrBinding) return failure('invalid_request');
  const application = typeof body.application === 'string' ? body.application.toUpperCase() : undefined;
  return exchangeGrant(
    { grant_type: 'qr_code', code: body.payload, application, browser: session.qrBinding },
    {
      locale: localeOf(request),
      clientIp: clientIpOf(request),
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  );
});
