import 'server-only';

import { getLocale, getTranslations } from 'next-intl/server';

import { getTwoFaOverview } from '@/lib/bff/dal';
import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import type { TTwoFaOverview } from '@/lib/schemas/two-fa';

/**
 * The two-factor state a security page renders from; a method the portal does not offer (and the
 * user does not have) sends the browser back to the status page.
 */
export async function twoFaPageData(type?: TTwoFaType): Promise<TTwoFaOverview | { error: string }> {
  const overview = await getTwoFaOverview();
  if (overview.state === 'error') {
    return { error: (await getTranslations('Errors'))('internal_server_error') };
  }
  const { data } = overview;
  if (type && !data.available.includes(type) && data.active !== type) {
    redirect({ href: ROUTES.profileSecurityStatus, locale: await getLocale() });
  }
  return data;
}
