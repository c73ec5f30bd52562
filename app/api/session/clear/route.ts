// GET /api/session/clear?next=/en/login — ends a session whose token the upstream no longer accepts.
import { NextResponse } from 'next/server';

import { safeNextPath } from '@/lib/bff/safe-next';
import { clearSession } from '@/lib/bff/session';

export async function GET(request: Request) {
  // Only our own pages send the browser here; another site cannot log a visitor out through it.
  const site = request.headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') await clearSession();
  const next = safeNextPath(new URL(request.url).searchParams.get('next'), '/');
  return new NextResponse(null, { status: 303, headers: { Location: next, 'Cache-Control': 'no-store' } });
}
