import 'server-only';

import { NextResponse } from 'next/server';

import { env } from '../env';

/** Appends the token as `token`, with ? or & as needed (SPEC §4 Login). */
export function appendToken(url: string, token: string): string {
  const target = new URL(url);
  target.searchParams.set('token', token);
  return target.toString();
}

/**
 * The one place a token leaves the server: a redirect whose Location carries it, never cached and
 * never sent on as a Referer (DESIGN §3).
 */
export function tokenRedirect(url: string, token: string): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: {
      Location: appendToken(url, token),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** A redirect to a path of this portal, on its public origin (never the host the server listens on). */
export function portalRedirect(path: string): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { Location: new URL(path, env().APP_URL).toString(), 'Cache-Control': 'no-store' },
  });
}
