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
  return { title: t('activated2fa') };
}

/** SPEC §2 e-mail wizard: '2FA activated', with Ok to profileSecurity. */
export default async function Page() {
  const [t, tCommon, data] = await Promise.all([
    getTranslations('Security'),
    getTranslations('Common'),
    twoFaPageData('EMAIL'),
  ]);
  if ('error' in data) return <ErrorScreen messages={[data.error]} />;
  // Reached only at the end of the wizard; otherwise the wizard is where to go.
  if (data.active !== 'EMAIL') redirect({ href: TWO_FA_ROUTES.EMAIL.wizard, locale: await getLocale() });
  return (
    <TwoFaResult
      title={t('activated2fa')}
      text={t('successEmail')}
      action={tCommon('ok')}
      href={ROUTES.profileSecurity}
      testId="two-fa-result"
    />
  );
}
