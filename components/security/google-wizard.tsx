'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { FormErrors, useErrorText } from '@/components/forms/field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { COPY_CONFIRMATION_DELAY_MS, QR_TWO_FA_SIZE_PX } from '@/lib/policy';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaCreateAnswer } from '@/lib/schemas/two-fa';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { CodeStep } from './code-step';
import { DeactivateCard, type DeactivationForms } from './deactivate-card';
import { CopyIcon } from './method-icon';
import styles from './security.module.css';
import { Wizard } from './wizard';

type Setup = NonNullable<TTwoFaCreateAnswer['result']>;

export type GoogleWizardProps = {
  active: boolean;
  /**
   * Forms posted before hydration: the secret asked for (its answer, in the form state — never in a URL),
   * the code (refused, or accepted with the recovery codes), and turning the method off.
   */
  startInitial?: TFormState | null;
  confirmInitial?: TFormState | null;
  deactivation?: DeactivationForms;
};

/**
 * SPEC §2 'Activation Google Authenticator': QR and secret, code, success; step 4 when active. With
 * JavaScript the secret is asked for on mount; before hydration a button asks for it natively, and the
 * page comes back with the QR, the secret and the code form together.
 */
export function GoogleWizard({ active, startInitial, confirmInitial, deactivation }: GoogleWizardProps) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const tStepUp = useTranslations('StepUp');
  const errorText = useErrorText();
  const router = useRouter();
  const hydrated = useHydrated();
  const posted = startInitial?.succeeded
    ? ((startInitial.answer as TTwoFaCreateAnswer | undefined)?.result ?? null)
    : null;
  const [step, setStep] = useState(
    // The recovery codes of a code accepted before hydration are shown once, though the method is now on.
    confirmInitial?.succeeded ? 2 : active ? 4 : confirmInitial ? 2 : 1,
  );
  const [setup, setSetup] = useState<Setup | null>(posted);
  const [failed, setFailed] = useState<string[]>(() =>
    startInitial && !startInitial.succeeded
      ? startInitial.errors.map((e) => errorText(e.code) ?? e.code)
      : [],
  );
  const startForm = useContractForm({
    path: '/two-fa/tokens',
    schema: () => import('@/lib/schemas/two-fa').then((m) => m.ZTwoFaCreateSchema),
    fields: {},
    hidden: { type: 'GOOGLE_AUTHENTICATOR' },
    onSuccess: (answer) => {
      if (answer.result) setSetup(answer.result);
    },
  });
  const [copied, setCopied] = useState(false);
  const started = useRef(false);
  const secretRef = useRef<HTMLElement>(null);

  const [needsProof, setNeedsProof] = useState(false);

  // A session without a recent proof is asked "Confirm it's you" first (step-up); dismissed, the
  // wizard offers to ask again.
  // Asked again, the service answers the secret already shown with three fresh tries (no new scan).
  const start = useCallback(async (): Promise<boolean> => {
    setFailed([]);
    setNeedsProof(false);
    const result = await callApi('/two-fa/tokens', { body: { type: 'GOOGLE_AUTHENTICATOR', data: null } });
    if (result.state === 'success' && result.data.result) {
      setSetup(result.data.result);
      return true;
    }
    if (result.state === 'error') {
      setFailed(result.errors.map((e) => errorText(e.code) ?? e.code));
      setNeedsProof(result.errors.some((e) => e.code === 'reauth_required'));
    }
    return false;
  }, [errorText]);

  useEffect(() => {
    // A secret that came back to a native post is the one to scan; a refused code keeps its step.
    if (active || started.current || posted || confirmInitial) return;
    started.current = true;
    void start();
  }, [active, start, posted, confirmInitial]);

  async function copy(secret: string) {
    setCopied(false);
    const done = await navigator.clipboard
      ?.writeText(secret)
      .then(() => true)
      .catch(() => copyBySelection(secretRef.current));
    // SPEC §2/§9: the confirmation shows 200 ms after copying.
    if (done ?? copyBySelection(secretRef.current))
      setTimeout(() => setCopied(true), COPY_CONFIRMATION_DELAY_MS);
  }

  return (
    <Wizard
      type="GOOGLE_AUTHENTICATOR"
      title={t('googleTitle')}
      step={step}
      stepLabel={t('stepOf', { step, total: 3 })}
      steps={[t('stepQr'), t('confirmationTitle'), t('success')]}
    >
      {step === 4 ? (
        <DeactivateCard type="GOOGLE_AUTHENTICATOR" method={t('google')} forms={deactivation} />
      ) : step === 1 ? (
        <div className={styles.step}>
          <p className={styles.stepText}>{t('googleStep')}</p>
          <FormErrors messages={failed} />
          {needsProof ? (
            <div className={styles.actions}>
              <Button onClick={() => void start()} data-testid="step-up-again">
                {tStepUp('title')}
              </Button>
            </div>
          ) : null}
          {!hydrated && !setup ? (
            // No script asks for the secret yet: this button does, natively; the page comes back with it.
            <form
              className={styles.actions}
              {...startForm.formProps}
              data-testid="two-fa-start-GOOGLE_AUTHENTICATOR"
            >
              {startForm.hiddenInputs}
              <Link href={ROUTES.profileSecurityStatus} className={buttonClass('secondary')}>
                {tCommon('back')}
              </Link>
              <Button type="submit" data-testid="two-fa-show-key">
                {t('showKey')}
              </Button>
            </form>
          ) : (
            <div className={styles.qrRow}>
              <div className={styles.qrBox}>
                {setup ? (
                  <QRCodeSVG
                    value={setup.QR_PAYLOAD}
                    size={QR_TWO_FA_SIZE_PX}
                    level="H"
                    marginSize={0}
                    role="img"
                    aria-label={t('qrAlt')}
                    data-testid="two-fa-qr"
                  />
                ) : failed.length ? null : (
                  <Spinner label={tCommon('loading')} size={32} />
                )}
              </div>
              {setup ? (
                <div className={styles.secret}>
                  <p className={styles.secretHint}>{t('secretHint')}</p>
                  <p className={styles.secretLabel} id="two-fa-secret-label">
                    {t('secretKey')}
                  </p>
                  <div className={styles.secretRow}>
                    <code
                      ref={secretRef}
                      className={styles.secretValue}
                      aria-labelledby="two-fa-secret-label"
                      data-testid="two-fa-secret"
                    >
                      {/* In groups of four, as authenticator apps show keys; Copy copies it whole. */}
                      {setup.CODE.match(/.{1,4}/g)!.join(' ')}
                    </code>
                    {/* Copying needs script; before it the key can be selected. */}
                    {hydrated ? (
                      <Button variant="secondary" onClick={() => copy(setup.CODE)} data-testid="two-fa-copy">
                        <CopyIcon />
                        {t('copy')}
                      </Button>
                    ) : null}
                  </div>
                  <p className={styles.copied} role="status" data-testid="two-fa-copied">
                    {copied ? t('copied') : ''}
                  </p>
                </div>
              ) : null}
            </div>
          )}
          {!hydrated && !setup ? null : posted ? (
            // Came back to a native post: no step to switch to without script, so the code is asked here.
            <CodeStep
              type="GOOGLE_AUTHENTICATOR"
              intro={t('googleCodeStep')}
              renew={{ label: t('tryAgain'), run: start }}
              onConfirmed={() => router.push(TWO_FA_ROUTES.GOOGLE_AUTHENTICATOR.activated)}
            />
          ) : (
            <div className={styles.actions}>
              <Link href={ROUTES.profileSecurityStatus} className={buttonClass('secondary')}>
                {tCommon('back')}
              </Link>
              <Button disabled={!setup} onClick={() => setStep(2)} data-testid="two-fa-continue">
                {tCommon('continue')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <CodeStep
          type="GOOGLE_AUTHENTICATOR"
          intro={t('googleCodeStep')}
          initial={confirmInitial}
          back={() => {
            setStep(1);
            void start();
          }}
          renew={{ label: t('tryAgain'), run: start }}
          onConfirmed={() => router.push(TWO_FA_ROUTES.GOOGLE_AUTHENTICATOR.activated)}
        />
      )}
    </Wizard>
  );
}

/** Without the Clipboard API (an insecure origin): select the key and copy the selection. */
function copyBySelection(node: HTMLElement | null): boolean {
  if (!node) return false;
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
