// GET /api/oidc/continue?uid=…[&locale=en] — a product's OpenID Connect sign-in, at the portal's login.
import { continueOidcSignIn } from '@/lib/bff/oidc-sign-in';
import { requestContext } from '@/lib/bff/request-context';
import { isLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const ctx = await requestContext();
  const locale = url.searchParams.get('locale');
  if (isLocale(locale)) ctx.locale = locale;
  return continueOidcSignIn(ctx, url.searchParams.get('uid') ?? '');
}
