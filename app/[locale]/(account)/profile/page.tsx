import { getLocale } from 'next-intl/server';

import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

export default async function ProfileIndex() {
  redirect({ href: ROUTES.profileGeneral, locale: await getLocale() });
}
