// GET /api/captcha/challenge — a fresh ALTCHA proof-of-work challenge from the identity service.
import { NextResponse } from 'next/server';

import { requestContext } from '@/lib/bff/request-context';
import { callUpstream } from '@/lib/bff/upstream';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await callUpstream(UPSTREAM.captchaChallenge, { ctx: await requestContext() });
  // The widget expects the bare challenge object, not our wrapper.
  if (result.state === 'error') {
    return NextResponse.json(result, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return NextResponse.json(result.data, { headers: { 'Cache-Control': 'no-store' } });
}
