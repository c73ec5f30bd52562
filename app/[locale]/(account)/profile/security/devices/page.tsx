import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { DeviceList } from '@/components/security/device-list';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getSessions } from '@/lib/bff/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Devices');
  return { title: t('title') };
}

/** Security centre: every device signed in to the account, this one marked, each signed out at will. */
export default async function DevicesPage() {
  const [t, tErrors, sessions] = await Promise.all([
    getTranslations('Devices'),
    getTranslations('Errors'),
    getSessions(),
  ]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {sessions.state === 'error' ? (
        <ErrorScreen messages={[tErrors('internal_server_error')]} />
      ) : (
        <DeviceList sessions={sessions.data.sessions} />
      )}
    </>
  );
}
