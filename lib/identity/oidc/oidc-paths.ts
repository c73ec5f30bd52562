/**
 * Where the OpenID provider answers: its own routes under `/oidc/` and discovery under `/.well-known/`
 * (the issuer is APP_URL, so discovery is at its root). A cheap prefix test: check_token never pays
 * for the provider, which is built on the first OIDC request only.
 */
export const OIDC_PREFIX = '/oidc/';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';

export function isOidcPath(pathname: string): boolean {
  return pathname.startsWith(OIDC_PREFIX) || pathname === DISCOVERY_PATH;
}

/** The provider's interaction: the portal's own sign-in (the BFF's `/api/oidc/continue`). */
export const interactionPath = (uid: string) => `${OIDC_PREFIX}interaction/${uid}`;
export const INTERACTION_PATTERN = /^\/oidc\/interaction\/([A-Za-z0-9_-]{10,64})$/;
/** The cookie binding an interaction to the browser that started it, readable by the BFF only. */
export { OIDC_BINDING_COOKIE as INTERACTION_BINDING_COOKIE } from '../../http/cookie-names';
export const INTERACTION_BINDING_PATH = '/api/oidc';
