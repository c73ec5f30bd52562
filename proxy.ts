import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';

import { sealIsLoggedIn, sessionCookieName } from './lib/bff/session-options';
import { env } from './lib/env';
import { contentSecurityPolicy } from './lib/http/content-security-policy';
import { FORM_STATE_COOKIE, FORM_STATE_HEADER, hostCookie } from './lib/http/cookie-names';
import { isSharedRender } from './lib/http/shared-render';
import { isLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { guard } from './lib/navigation/guard';
import { visitorCookies } from './lib/navigation/visitor-cookies';

const handleI18nRouting = createMiddleware(routing);

/**
 * Locale redirect, route guards and the cookies of SPEC §2 "Application start", and the CSP nonce of a
 * page rendered per request. The entry's own request for a shared page gets none of these: it renders
 * what every anonymous visitor sees, and the entry sets its hash-based CSP and the visitor's cookies.
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isSharedRender(request.headers)) return handleI18nRouting(request);
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy({ nonce });
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', csp);
  // A form posted before hydration left its outcome for this page only (lib/bff/form-state.ts).
  const formStateCookie = hostCookie(FORM_STATE_COOKIE, env().APP_URL.startsWith('https://'));
  const formState = request.cookies.get(formStateCookie)?.value;
  request.headers.delete(FORM_STATE_HEADER);
  if (formState) request.headers.set(FORM_STATE_HEADER, formState);

  const response = handleI18nRouting(request);
  response.headers.set('Content-Security-Policy', csp);
  if (formState) response.cookies.delete(formStateCookie);
  if (response.headers.get('location')) return response;

  const { pathname, searchParams } = request.nextUrl;
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return response;
  const path = `/${rest.join('/')}`;

  const decision = guard(
    path,
    searchParams,
    await sealIsLoggedIn(request.cookies.get(sessionCookieName())?.value),
  );
  if (decision) {
    const target = new URL(`/${first}${decision.redirect === '/' ? '' : decision.redirect}`, request.url);
    const redirect = NextResponse.redirect(target);
    redirect.headers.set('Content-Security-Policy', csp);
    return redirect;
  }

  const secure = request.nextUrl.protocol === 'https:';
  for (const { name, value, path: cookiePath, httpOnly, maxAge } of visitorCookies(pathname, searchParams)) {
    response.cookies.set(name, value, { path: cookiePath, httpOnly, maxAge, sameSite: 'lax', secure });
  }
  return response;
}

export const config = {
  // Pages only: not the BFF, static documents or files with an extension. (The identity service's paths
  // never reach Next: the Node entry answers them.)
  matcher: ['/((?!api|docs|_next|_vercel|.*\\..*).*)'],
};
