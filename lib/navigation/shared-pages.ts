import { isLocale, type Locale } from '../i18n/locales';
import { ROUTES } from './routes';

/**
 * The code segment of a shared page's route (`/password/reset/-`): a page rendered once for everyone
 * holds no visitor's code; the browser reads it from its own address, and a form posted before
 * hydration gets it from the page context (lib/bff/page-context.ts). No issued code is ever `-`.
 */
export const CODE_PLACEHOLDER = '-';

/**
 * The public pages of SPEC §2 rendered once per locale and shared by every anonymous visitor (the
 * speed issue): no session, no outcome of a form, nothing of the visitor in their HTML.
 */
const SHARED_ROUTES = [
  ROUTES.home,
  ROUTES.login,
  ROUTES.loginQr,
  ROUTES.registration,
  ROUTES.passwordReset,
  ROUTES.successChangePassword,
  ROUTES.passwordResetForm(CODE_PLACEHOLDER),
  ROUTES.confirmation(CODE_PLACEHOLDER),
] as const;

/** The route the 404 page of a locale is rendered at (no route of SPEC §2 has this path). */
export const NOT_FOUND_ROUTE = '/-/not-found';

export type SharedPage = {
  locale: Locale;
  /** The route with a code segment as CODE_PLACEHOLDER: what is rendered, and the cache's key. */
  route: string;
};

/**
 * Every page route of app/[locale] ({code} for a dynamic segment; a trailing `*` for a subtree whose
 * pages need a signed-in user, which the guard handles): a path matching none is the 404 page. A test
 * walks app/[locale] and fails when a page is missing here.
 */
const PAGE_ROUTES = [
  ...SHARED_ROUTES,
  ROUTES.loginUnlock,
  `${ROUTES.loginUnlock}/${CODE_PLACEHOLDER}`,
  `${ROUTES.chooseAccount}`,
  `${ROUTES.profile}*`,
  ROUTES.qrApprove(CODE_PLACEHOLDER),
  ROUTES.notMe(CODE_PLACEHOLDER),
  ROUTES.cancelDeletion(CODE_PLACEHOLDER),
] as const;

/**
 * The shared page a path (with its locale prefix) shows — one of SPEC §2's public pages, or the 404
 * page for a path no route has — or null when the page is rendered per request.
 */
export function sharedPageOf(pathname: string): SharedPage | null {
  const [, locale, ...segments] = pathname.split('/');
  if (!isLocale(locale)) return null;
  const path = `/${segments.join('/')}`.replace(/(.)\/+$/, '$1');
  const shared = matchRoute(SHARED_ROUTES, path);
  if (shared) return { locale, route: shared };
  return matchRoute(PAGE_ROUTES, path) ? null : { locale, route: NOT_FOUND_ROUTE };
}

/** The route of `routes` a path is, a code segment or a subtree matched; null for none. */
function matchRoute(routes: readonly string[], path: string): string | null {
  for (const route of routes) {
    if (route === path) return route;
    if (route.endsWith('*')) {
      const root = route.slice(0, -1);
      if (path === root || path.startsWith(`${root}/`)) return route;
      continue;
    }
    if (route.endsWith(`/${CODE_PLACEHOLDER}`)) {
      const prefix = route.slice(0, -CODE_PLACEHOLDER.length);
      const code = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      if (/^[A-Za-z0-9_-]{1,128}$/.test(code)) return route;
    }
  }
  return null;
}

/** The path a shared page is rendered at: its locale and route. */
export function sharedPagePath(page: SharedPage): string {
  return `/${page.locale}${page.route === '/' ? '' : page.route}`;
}
