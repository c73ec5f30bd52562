import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { GoogleWizard } from '@/components/security/google-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';

import { wizardForms } from '../wizard-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('googleTitle') };
}

/**
 * SPEC §2 'Activation Google Authenticator'. Without JavaScript the secret comes back to this page in the
 * form state of its native post (sealed, never in the address), and the page draws its QR code.
 */
export default async function GooglePage() {
  const [t, { data, startInitial, confirmInitial, deactivation, stepUp }] = await Promise.all([
    getTranslations('Security'),
    wizardForms('GOOGLE_AUTHENTICATOR'),
  ]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {stepUp ? (
        <StepUpPanel {...stepUp} />
      ) : 'error' in data ? (
        <ErrorScreen messages={[data.error]} />
      ) : (
        <GoogleWizard
          active={data.active === 'GOOGLE_AUTHENTICATOR'}
          startInitial={startInitial}
          confirmInitial={confirmInitial}
          deactivation={deactivation}
        />
      )}
    </>
  );
}
