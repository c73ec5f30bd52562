// POST /api/oidc/logout — RP-initiated logout's confirmation (issue 23): the portal session ends here,
// then the same form goes on (307 keeps the method and body) to the provider, which returns the
// browser to the product.
import { NextResponse } from 'next/server';

import { signOut } from '@/lib/bff/login';
import { isSameOrigin, requestContext } from '@/lib/bff/request-context';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return new NextResponse(null, { status: 403 });
  await signOut(await requestContext());
  return new NextResponse(null, {
    status: 307,
    headers: {
      Location: new URL('/oidc/session/end/confirm', env().APP_URL).toString(),
      'Cache-Control': 'no-store',
    },
  });
}
