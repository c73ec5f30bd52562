import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { GoogleWizard } from '@/components/security/google-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';

import { twoFaPageData } from '../two-fa-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('googleTitle') };
}

/** SPEC §2 'Activation Google Authenticator'. */
export default async function GooglePage() {
  const [t, data] = await Promise.all([getTranslations('Security'), twoFaPageData('GOOGLE_AUTHENTICATOR')]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {'error' in data ? (
        <ErrorScreen messages={[data.error]} />
      ) : (
        <GoogleWizard active={data.active === 'GOOGLE_AUTHENTICATOR'} />
      )}
    </>
  );
}
