import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { TwoFaResult } from '@/components/security/two-fa-result';
import { ErrorScreen } from '@/components/shell/status-screen';
import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { twoFaPageData } from '../../two-fa-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('success') };
}

/** SPEC §2 Google wizard step 3: success. */
export default async function Page() {
  const [t, data] = await Promise.all([getTranslations('Security'), twoFaPageData('GOOGLE_AUTHENTICATOR')]);
  if ('error' in data) return <ErrorScreen messages={[data.error]} />;
  // Reached only at the end of the wizard; otherwise the wizard is where to go.
  if (data.active !== 'GOOGLE_AUTHENTICATOR')
    redirect({ href: TWO_FA_ROUTES.GOOGLE_AUTHENTICATOR.wizard, locale: await getLocale() });
  return (
    <TwoFaResult
      title={t('success')}
      text={t('successGoogle')}
      action={t('goToSecurity')}
      href={ROUTES.profileSecurityStatus}
      testId="two-fa-result"
    />
  );
}
