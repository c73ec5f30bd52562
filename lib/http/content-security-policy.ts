import { backUrlOf, env } from '../env';
import { PRODUCT_GROUPS } from '../products';

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

/**
 * How a page's scripts are allowed: a fresh nonce for a page rendered per request, or the hashes of
 * every inline script and every script file (by its SRI hash) of a page rendered once and shared. Both
 * with 'strict-dynamic', so what those scripts load runs and nothing else does.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/** The page CSP (DESIGN §4, §6): the same policy for rendered and shared pages but for the scripts. */
export function contentSecurityPolicy(sources: ScriptSources): string {
  const { RECAPTCHA_SITE_KEY, GOOGLE_MAPS_API_KEY } = env();
  const allowed =
    'nonce' in sources ? [`'nonce-${sources.nonce}'`] : sources.hashes.map((hash) => `'${hash}'`);
  const scripts = ["'self'", ...allowed, "'strict-dynamic'"];
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
