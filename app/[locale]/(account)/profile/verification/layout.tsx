import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageTitle } from '@/components/account/page-title';
import { ErrorScreen } from '@/components/shell/status-screen';
import { stepsOf } from '@/components/verification/steps';
import { VerificationTabs } from '@/components/verification/verification-tabs';

import { verificationData } from './verification-data';

/** SPEC §2 Verification: the title and the tab bar over every step's page. */
export default async function VerificationLayout({ children }: { children: ReactNode }) {
  const [t, tErrors, data] = await Promise.all([
    getTranslations('Verification'),
    getTranslations('Errors'),
    verificationData(),
  ]);
  if (!data) return <ErrorScreen messages={[tErrors('internal_server_error')]} />;
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <VerificationTabs steps={stepsOf(data.documents, data.user.selfieRequired)} />
      {children}
    </>
  );
}
