import 'server-only';

import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';

import { OIDC_BINDING_COOKIE } from '../http/cookie-names';
import { UPSTREAM } from '../schemas/upstream';
import type { RequestContext } from './request-context';
import { readSession } from './session';
import { portalRedirect } from './token-redirect';
import { callUpstream } from './upstream';

/**
 * A product's OpenID Connect sign-in reaches the portal (issue 23): the portal's own login is the only
 * login UI. Signed in, the provider's interaction is handed back with the session and the browser
 * resumes at the provider; signed out, it signs in first and comes back here (`next=/oidc/{uid}`).
 * A product asking for a fresh sign-in (`prompt=login`, `max_age`) ends the session here: it is signed
 * in again on the same login page.
 */
export async function continueOidcSignIn(ctx: RequestContext, uid: string): Promise<NextResponse> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(uid)) return portalRedirect(`/${ctx.locale}/profile`);
  const toLogin = portalRedirect(`/${ctx.locale}/login?next=${encodeURIComponent(`/oidc/${uid}`)}`);
  const session = await readSession();
  if (!session.token) return toLogin;
  const binding = (await cookies()).get(OIDC_BINDING_COOKIE)?.value ?? '';
  const result = await callUpstream(UPSTREAM.oidcInteraction, {
    ctx,
    auth: { bearer: session.token },
    body: { uid, binding },
  });
  if (result.state === 'success') return portalRedirect(result.data.returnTo);
  const fresh = result.errors.some((error) => error.code === 'reauth_required');
  if (fresh || result.effects.unauthorized) {
    if (fresh) await callUpstream(UPSTREAM.revokeToken, { ctx, auth: { bearer: session.token } });
    session.destroy();
    return toLogin;
  }
  return portalRedirect(`/${ctx.locale}/profile`);
}
