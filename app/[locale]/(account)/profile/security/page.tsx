import { getLocale } from 'next-intl/server';

import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

export default async function SecurityIndex() {
  redirect({ href: ROUTES.profileSecurityStatus, locale: await getLocale() });
}
