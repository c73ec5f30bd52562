import { isIdentityPath, routeTemplateOf } from '../lib/identity/http/routes';

/**
 * What a request is counted and logged under: a route template or a fixed name, never the raw path —
 * paths carry confirmation codes and QR payloads, and their variety would explode the metrics. A path
 * nothing answers (404) is `unmatched`, so a scan of made-up paths adds no label.
 */
export function routeLabel(pathname: string, status: number): string {
  if (pathname === '/healthz' || pathname === '/readyz') return pathname;
  if (status === 404) return 'unmatched';
  if (isIdentityPath(pathname)) return routeTemplateOf(pathname) ?? 'unmatched';
  // The BFF's routes are fixed paths (`/api/auth/login`); they hold no value of their own.
  if (pathname.startsWith('/api/')) return pathname;
  if (pathname.startsWith('/_next/')) return '/_next';
  if (pathname.startsWith('/docs/') || pathname === '/Imprint.html') return '/docs';
  return 'page';
}

/** Path segments that are secrets (a confirmation or reset code, a QR payload), masked in a log line. */
const SECRET_SEGMENT = /\/(confirmation|reset|qr)\/[^/]+/g;

/** The path as an access log may hold it: no query string, no code. */
export function loggablePath(pathname: string): string {
  return pathname.replace(SECRET_SEGMENT, '/$1/:code');
}
