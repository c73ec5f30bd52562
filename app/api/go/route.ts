// GET /api/go?application=PLATINWORLD[&backUrl=…][&locale=en] — sends a signed-in browser to a linked product
// with the access token, after the upstream has approved the address for that application.
import { NextResponse } from 'next/server';

import { getPublicConfig, sessionToken } from '@/lib/bff/dal';
import { clientIpOf } from '@/lib/bff/request-context';
import { tokenRedirect } from '@/lib/bff/token-redirect';
import { callUpstream } from '@/lib/bff/upstream';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

function back(request: Request, path: string, locale: string) {
  return NextResponse.redirect(new URL(`/${locale}${path}`, request.url), { status: 303 });
}

export async function GET(request: Request) {
  const url = new URL(request.url);
  const application = url.searchParams.get('application')?.toUpperCase() ?? '';
  const requestedLocale = url.searchParams.get('locale');
  const locale = isLocale(requestedLocale) ? requestedLocale : DEFAULT_LOCALE;
  const token = await sessionToken();
  if (!token) {
    const query = new URLSearchParams({ application });
    const requested = url.searchParams.get('backUrl');
    if (requested) query.set('backUrl', requested);
    return back(request, `/login?${query}`, locale);
  }

  let requestedUrl = url.searchParams.get('backUrl');
  if (!requestedUrl) {
    const config = await getPublicConfig();
    requestedUrl = config.state === 'success' ? (config.data.backUrls[application] ?? null) : null;
  }
  if (!application || !requestedUrl) return back(request, '/profile', locale);

  const result = await callUpstream<{ url: string }>({
    host: 'oauth',
    path: '/oauth/application/redirect_url',
    query: { application, requestedUrl },
    auth: { bearer: token },
    locale,
    clientIp: clientIpOf(request),
  });
  if (result.state === 'error') {
    if (result.effects.unauthorized) {
      return NextResponse.redirect(new URL(`/api/session/clear?next=/${locale}/login`, request.url), {
        status: 303,
      });
    }
    return back(request, '/profile', locale);
  }
  return tokenRedirect(result.data.url, token);
}
