// GET /api/go?application=PLATINWORLD[&backUrl=…][&locale=en] — sends a signed-in browser to a linked
// product with the access token (DESIGN §3 token-bearing navigation).
import { goToProduct } from '@/lib/bff/go-to-product';
import { requestContext } from '@/lib/bff/request-context';
import { isLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const url = new URL(request.url);
  const ctx = await requestContext();
  const locale = url.searchParams.get('locale');
  if (isLocale(locale)) ctx.locale = locale;
  return goToProduct(ctx, {
    application: url.searchParams.get('application'),
    backUrl: url.searchParams.get('backUrl'),
  });
}
