import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { EmailWizard } from '@/components/security/email-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';
import { readFormState } from '@/lib/bff/form-state';

import { layoutData } from '../../../../layout-data';
import { deactivationForms } from '../deactivation-forms';
import { stepUpFallback } from '../step-up-fallback';
import { twoFaPageData } from '../two-fa-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('emailTitle') };
}

/** SPEC §2 e-mail two-factor wizard. */
export default async function EmailPage() {
  const [t, data, { user }, startInitial, confirmInitial, { all: deactivationStates, ...deactivation }] =
    await Promise.all([
      getTranslations('Security'),
      twoFaPageData('EMAIL'),
      layoutData(),
      readFormState('/two-fa/tokens'),
      readFormState('/two-fa/confirm'),
      deactivationForms(),
    ]);
  const stepUp =
    'error' in data
      ? null
      : await stepUpFallback(data.active, [startInitial, confirmInitial, ...deactivationStates]);
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
