import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { TelegramWizard } from '@/components/security/telegram-wizard';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getPublicConfig } from '@/lib/bff/dal';

import { wizardForms } from '../wizard-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t('telegramTitle') };
}

/** SPEC §2 'Activation of Chat-bot in Telegram'. */
export default async function TelegramPage() {
  const [t, config, { data, startInitial, confirmInitial, deactivation, stepUp }] = await Promise.all([
    getTranslations('Security'),
    getPublicConfig(),
    wizardForms('TELEGRAM'),
  ]);
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
