import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { TelegramWizard } from '@/components/security/telegram-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';

import { deactivationForms } from '../deactivation-forms';
import { stepUpFallback } from '../step-up-fallback';
import { twoFaPageData } from '../two-fa-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('telegramTitle') };
}

/** SPEC §2 'Activation of Chat-bot in Telegram'. */
export default async function TelegramPage() {
  const [t, data, config, startInitial, confirmInitial, { all: deactivationStates, ...deactivation }] =
    await Promise.all([
      getTranslations('Security'),
      twoFaPageData('TELEGRAM'),
      getPublicConfig(),
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
      ) : 'error' in data ? (
        <ErrorScreen messages={[data.error]} />
      ) : (
        <TelegramWizard
          active={data.active === 'TELEGRAM'}
          botName={config.state === 'success' ? config.data.twoFaBot : null}
          startInitial={startInitial}
          confirmInitial={confirmInitial}
          deactivation={deactivation}
        />
      )}
    </>
  );
}
