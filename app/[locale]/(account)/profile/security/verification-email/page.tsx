import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { EmailWizard } from '@/components/security/email-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';

import { layoutData } from '../../../../layout-data';
import { wizardForms } from '../wizard-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('emailTitle') };
}

/** SPEC §2 e-mail two-factor wizard. */
export default async function EmailPage() {
  const [t, { user }, { data, startInitial, confirmInitial, deactivation, stepUp }] = await Promise.all([
    getTranslations('Security'),
    layoutData(),
    wizardForms('EMAIL'),
  ]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {stepUp ? (
        <StepUpPanel {...stepUp} />
      ) : 'error' in data || !user ? (
        <ErrorScreen messages={'error' in data ? [data.error] : []} />
      ) : (
        <EmailWizard
          active={data.active === 'EMAIL'}
          email={user.email}
          startInitial={startInitial}
          confirmInitial={confirmInitial}
          deactivation={deactivation}
        />
      )}
    </>
  );
}
