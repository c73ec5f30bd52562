// POST /api/consent — "Got it" on the cookie banner before the page's JavaScript has arrived: stores
// the acceptance for a year (SPEC §9) and sends the browser back to the page it was on.
import { NextResponse } from 'next/server';

import { isSameOrigin } from '@/lib/bff/request-context';
import { safeNextPath } from '@/lib/bff/safe-next';
import { env } from '@/lib/env';
import { COOKIE_CONSENT } from '@/lib/http/cookie-names';
import { COOKIE_CONSENT_MAX_AGE_S } from '@/lib/policy';

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return new NextResponse(null, { status: 403 });
  const form = await request.formData().catch(() => null);
  const next = safeNextPath(String(form?.get('next') ?? ''), '/');
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: new URL(next, env().APP_URL).toString(), 'Cache-Control': 'no-store' },
  });
  response.cookies.set(COOKIE_CONSENT, 'true', {
    maxAge: COOKIE_CONSENT_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
    secure: env().APP_URL.startsWith('https://'),
  });
  return response;
}
