import 'server-only';

import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';

import { env } from '../env';
import { hostCookie } from '../http/cookie-names';

/**
 * A random value that binds a sign-in begun in this browser (a login QR, a passkey challenge) to it, so a
 * payload copied elsewhere is worthless (DESIGN §3). Each flow has a cookie of its own, apart from the
 * sealed session: the login page asks for both while the visitor may already be signing in, and a
 * response that rewrote the session from its older view would drop the login that finished meanwhile.
 */
export type BindingFlow = 'qr' | 'passkey';

const VALUE = /^[A-Za-z0-9_-]{24}$/;

/**
 * `__Host-` behind https: a sibling subdomain cannot plant a value it knows here (with it, a QR shown on this
 * screen could be redeemed elsewhere); the prefix asks for `Path=/`.
 */
function cookieName(flow: BindingFlow): string {
  return hostCookie(`passport_${flow}_binding`, env().APP_URL.startsWith('https://'));
}

/** This browser's binding for `flow`, or undefined when it has none. */
export async function browserBinding(flow: BindingFlow): Promise<string | undefined> {
  const value = (await cookies()).get(cookieName(flow))?.value;
  return value && VALUE.test(value) ? value : undefined;
}

/** This browser's binding for `flow`, made and set on first use (for the browser session). */
export async function ensureBrowserBinding(flow: BindingFlow): Promise<string> {
  const existing = await browserBinding(flow);
  if (existing) return existing;
  const value = randomBytes(18).toString('base64url');
  (await cookies()).set(cookieName(flow), value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().APP_URL.startsWith('https://'),
    path: '/',
  });
  return value;
}
