import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { PasskeysPanel, RecoveryCodesPanel } from '@/components/security/passkeys-panel';
import { SecurityCentreLinks } from '@/components/security/security-centre-links';
import { SecurityStatus } from '@/components/security/security-status';
import styles from '@/components/security/security.module.css';
import { ErrorScreen } from '@/components/shell/status-screen';

import { twoFaPageData } from '../two-fa-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('title') };
}

/** SPEC §2 Security status: the two-factor methods and their state, recovery codes and passkeys. */
export default async function SecurityStatusPage() {
  const [t, data] = await Promise.all([getTranslations('Security'), twoFaPageData()]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className={styles.overview}>
        {'error' in data ? (
          <ErrorScreen messages={[data.error]} />
        ) : (
          <>
            <SecurityStatus overview={data} />
            {/* Recovery codes stand in for a second factor: shown while one is on. */}
            {data.active ? <RecoveryCodesPanel /> : null}
            <PasskeysPanel />
          </>
        )}
        <SecurityCentreLinks />
      </div>
    </>
  );
}
