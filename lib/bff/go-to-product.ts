import 'server-only';

import type { NextResponse } from 'next/server';

import { parseApplication } from '../products';
import { UPSTREAM } from '../schemas/upstream';
import { getPublicConfig } from './dal';
import type { RequestContext } from './request-context';
import { sessionToken } from './session';
import { portalRedirect, tokenRedirect } from './token-redirect';
import { callUpstream } from './upstream';

/**
 * Token-bearing navigation (DESIGN §3): a signed-in browser goes to a linked product with a token of
 * that product's own, once the upstream has approved the address for that application. Anything else stays in the portal:
 * a signed-out browser goes to login, an unknown product or refused address to the profile.
 */
export async function goToProduct(
  ctx: RequestContext,
  input: { application: string | null; backUrl: string | null },
): Promise<NextResponse> {
  const application = parseApplication(input.application);
  const token = await sessionToken();
  if (!token) {
    const query = new URLSearchParams();
    if (application) query.set('application', application);
    if (input.backUrl) query.set('backUrl', input.backUrl);
    return portalRedirect(`/${ctx.locale}/login${query.size ? `?${query}` : ''}`);
  }
  if (!application) return portalRedirect(`/${ctx.locale}/profile`);
  let requestedUrl = input.backUrl;
  if (!requestedUrl) {
    const config = await getPublicConfig();
    requestedUrl = config.state === 'success' ? (config.data.backUrls[application] ?? null) : null;
  }
  if (!requestedUrl) return portalRedirect(`/${ctx.locale}/profile`);
  const result = await callUpstream(UPSTREAM.redirectUrl, {
    ctx,
    auth: { bearer: token },
    query: { application, requestedUrl },
  });
  if (result.state === 'error') {
    if (result.effects.unauthorized) return portalRedirect(`/api/session/clear?next=/${ctx.locale}/login`);
    return portalRedirect(`/${ctx.locale}/profile`);
  }
  // The product receives a token of its own, bound to it, never the portal's session (RFC 8693).
  const exchanged = await callUpstream(UPSTREAM.token, {
    ctx,
    auth: 'client',
    body: {
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: application,
    },
  });
  if (exchanged.state === 'error') return portalRedirect(`/${ctx.locale}/profile`);
  return tokenRedirect(result.data.url, exchanged.data.access_token);
}
