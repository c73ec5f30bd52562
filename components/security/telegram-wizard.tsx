'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { callApi } from '@/lib/client/api';
import { useRouter } from '@/lib/i18n/navigation';
import type { TFormState } from '@/lib/schemas/form-state';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { CodeStep } from './code-step';
import { DeactivateCard, type DeactivationForms } from './deactivate-card';
import styles from './security.module.css';
import { StepOneForm } from './step-one-form';
import { Wizard } from './wizard';

export type TelegramWizardProps = {
  active: boolean;
  botName: string | null;
  /** Forms posted before hydration: step 1's (Chat ID sent) and step 2's (a refused code). */
  startInitial?: TFormState | null;
  confirmInitial?: TFormState | null;
  /** Turning the method off, posted before hydration. */
  deactivation?: DeactivationForms;
};

/** SPEC §2 'Activation of Chat-bot in Telegram': Chat ID, Confirmation, Success; step 4 when active. */
export function TelegramWizard({
  active,
  botName,
  startInitial,
  confirmInitial,
  deactivation,
}: TelegramWizardProps) {
  const t = useTranslations('Security');
  const router = useRouter();
  const sentBefore = startInitial?.succeeded ? String(startInitial.values.data ?? '') : '';
  const [chatId, setChatId] = useState(sentBefore);
  const [step, setStep] = useState(
    // The recovery codes of a code accepted before hydration are shown once, though the method is now on.
    confirmInitial?.succeeded ? 2 : active ? 4 : sentBefore || confirmInitial ? 2 : 1,
  );
  const bot = botName ? `@${botName.replace(/^@/, '')}` : 'Passport';

  return (
    <Wizard
      type="TELEGRAM"
      title={t('telegramTitle')}
      step={step}
      stepLabel={t('stepOf', { step, total: 3 })}
      steps={[t('chatId'), t('confirmationTitle'), t('success')]}
    >
      {step === 4 ? (
        <DeactivateCard type="TELEGRAM" method={t('telegram')} forms={deactivation} />
      ) : step === 1 ? (
        <StepOneForm
          type="TELEGRAM"
          label={t('chatId')}
          initial={startInitial}
          onSent={(data) => {
            setChatId(data);
            setStep(2);
          }}
        >
          <p className={styles.stepText}>
            {/* The bot's @name and the /command are left-to-right words: isolated, Arabic text
                around them no longer moves their @ and / to the far end. */}
            {t.rich('botStep', {
              name: bot,
              bot: (chunks) =>
                botName ? (
                  <a
                    href={`https://t.me/${botName.replace(/^@/, '')}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <bdi dir="ltr">{chunks}</bdi>
                  </a>
                ) : (
                  <strong>
                    <bdi dir="ltr">{chunks}</bdi>
                  </strong>
                ),
              command: (chunks) => (
                <code className={styles.command} dir="ltr">
                  {chunks}
                </code>
              ),
            })}
          </p>
        </StepOneForm>
      ) : (
        <CodeStep
          type="TELEGRAM"
          intro={t('codeSentTelegram')}
          initial={confirmInitial}
          resend={{
            label: t('resendCode'),
            send: async () =>
              (await callApi('/two-fa/tokens', { body: { type: 'TELEGRAM', data: chatId } })).state ===
              'success',
          }}
          onConfirmed={() => router.push(TWO_FA_ROUTES.TELEGRAM.activated)}
        />
      )}
    </Wizard>
  );
}
