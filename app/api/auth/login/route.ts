// POST /api/auth/login — the password grant; the token stays in the sealed session cookie.
import { exchangeGrant } from '@/lib/bff/login';
import { failure } from '@/lib/bff/normalise';
import { clientIpOf, localeOf } from '@/lib/bff/request-context';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) => {
  const body = await readJson(request);
  if (!body || typeof body.email !== 'string' || typeof body.password !== 'string')
    return failure('invalid_request');
  const captcha = typeof body.captcha === 'string' ? body.captcha : undefined;
  const application = typeof body.application === 'string' ? body.application.toUpperCase() : undefined;
  return exchangeGrant(
    {
      grant_type: 'password',
      username: body.email,
      password: body.password,
      application,
      google_recaptcha_v2: captcha,
    },
    {
      locale: localeOf(request),
      clientIp: clientIpOf(request),
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  );
});
