import { unsealData } from 'iron-session';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';

import { isLoggedIn, sessionCookieName, type SessionData } from './lib/bff/session-options';
import { backUrlOf, env } from './lib/env';
import {
  APPLICATION_COOKIE,
  FORM_STATE_COOKIE,
  FORM_STATE_HEADER,
  hostCookie,
  REFERRAL_COOKIE,
} from './lib/http/cookie-names';
import { isLocale } from './lib/i18n/locales';
import { routing } from './lib/i18n/routing';
import { guard } from './lib/navigation/guard';
import { REFERRAL_COOKIE_MAX_AGE_S } from './lib/policy';
import { parseApplication, PRODUCT_GROUPS } from './lib/products';

/** An invite code as the portal issues them, give or take case; anything else is not kept. */
const REFERRAL_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const handleI18nRouting = createMiddleware(routing);

async function readLoggedIn(request: NextRequest): Promise<boolean> {
  const seal = request.cookies.get(sessionCookieName())?.value;
  if (!seal) return false;
  try {
    const session = await unsealData<SessionData>(seal, { password: env().SESSION_SECRET });
    return isLoggedIn(session);
  } catch {
    return false;
  }
}

/**
 * Where a form may end up: this portal, and the linked products a login form posted before hydration
 * redirects to (browsers check `form-action` on every redirect of a form's navigation).
 */
function formTargets(): string {
  const origins = new Set<string>();
  for (const group of PRODUCT_GROUPS) {
    try {
      origins.add(new URL(backUrlOf(group)).origin);
    } catch {
      // A malformed back URL is refused where it is used; it widens nothing here.
    }
  }
  return ["'self'", ...origins].join(' ');
}

function contentSecurityPolicy(nonce: string): string {
  const { RECAPTCHA_SITE_KEY, GOOGLE_MAPS_API_KEY } = env();
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  const frames: string[] = [];
  const connect = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  if (RECAPTCHA_SITE_KEY) {
    scripts.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frames.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (GOOGLE_MAPS_API_KEY) {
    scripts.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com');
    // The address suggestions show Google's attribution and icons.
    images.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  const dev = process.env.NODE_ENV === 'development';
  if (dev) scripts.push("'unsafe-eval'");
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    `form-action ${formTargets()}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Locale redirect, route guards and the referral/application cookies of SPEC §2 "Application start". */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = contentSecurityPolicy(nonce);
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

  const decision = guard(path, searchParams, await readLoggedIn(request));
  if (decision) {
    const target = new URL(`/${first}${decision.redirect === '/' ? '' : decision.redirect}`, request.url);
    const redirect = NextResponse.redirect(target);
    redirect.headers.set('Content-Security-Policy', csp);
    return redirect;
  }

  const secure = request.nextUrl.protocol === 'https:';
  const referral = searchParams.get('referral');
  if (referral && REFERRAL_PATTERN.test(referral)) {
    response.cookies.set(REFERRAL_COOKIE, referral, {
      maxAge: REFERRAL_COOKIE_MAX_AGE_S,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }
  const application = parseApplication(searchParams.get('application'));
  if (application) {
    // A session cookie: no expiry, gone when the browser closes.
    response.cookies.set(APPLICATION_COOKIE, application, {
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }
  return response;
}

export const config = {
  // Pages only: not the BFF, static documents or files with an extension. (The identity service's paths
  // never reach Next: the Node entry answers them.)
  matcher: ['/((?!api|docs|_next|_vercel|.*\\..*).*)'],
};
