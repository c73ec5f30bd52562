import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageTitle } from '@/components/account/page-title';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';
import { ErrorScreen } from '@/components/shell/status-screen';
import { stepsOf } from '@/components/verification/steps';
import { SubmittedDialogProvider } from '@/components/verification/submitted-dialog';
import { VerificationTabs } from '@/components/verification/verification-tabs';
import { readFormState } from '@/lib/bff/form-state';

import { verificationData } from './verification-data';

/** SPEC §2 Verification: the title and the tab bar over every step's page. */
export default async function VerificationLayout({ children }: { children: ReactNode }) {
  const [t, tErrors, data, verified] = await Promise.all([
    getTranslations('Verification'),
    getTranslations('Errors'),
    verificationData(),
    // A Verification button pressed before hydration comes back here: the popup opens at once.
    readFormState('/verifications/verify'),
  ]);
  if (!data) return <ErrorScreen messages={[tErrors('internal_server_error')]} />;
  return (
    <ScopedIntlProvider scope="verification">
      <SubmittedDialogProvider initiallyOpen={verified?.succeeded === true}>
        <PageTitle>{t('title')}</PageTitle>
        <VerificationTabs steps={stepsOf(data.documents, data.user.selfieRequired)} />
        {children}
      </SubmittedDialogProvider>
    </ScopedIntlProvider>
  );
}
