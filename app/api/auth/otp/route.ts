// POST /api/auth/otp — the second login step: the pending token and the 6-digit code.
import { exchangeGrant } from '@/lib/bff/login';
import { failure } from '@/lib/bff/normalise';
import { clientIpOf, localeOf } from '@/lib/bff/request-context';
import { bffRoute, readJson } from '@/lib/bff/respond';
import { readSession } from '@/lib/bff/session';

export const POST = bffRoute(async (request) => {
  const body = await readJson(request);
  const session = await readSession();
  if (!session.token || session.status !== 'TWO_FACTOR_AUTHENTICATION') return failure('invalid_token');
  if (!body || typeof body.otp !== 'string') return failure('invalid_request');
  return exchangeGrant(
    { grant_type: 'oauth_token', oauth_token: session.token, otp: body.otp },
    {
      locale: localeOf(request),
      clientIp: clientIpOf(request),
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  );
});
