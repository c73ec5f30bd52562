'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useErrorText } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OtpInput } from '@/components/ui/otp-input';
import { callApi } from '@/lib/client/api';
import { attemptsAfter, INITIAL_ATTEMPTS } from '@/lib/otp-attempts';

type Props = {
  open: boolean;
  twoFaType: string | null;
  onSuccess: () => void;
  /** "Continue" after three wrong codes: session data is cleared and the login starts over. */
  onRestart: () => void;
};

/** The login OTP popup of SPEC §2: auto-submit at 6 digits, three attempts. */
export function OtpDialog({ open, twoFaType, onSuccess, onRestart }: Props) {
  const t = useTranslations('Otp');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [attempts, setAttempts] = useState(INITIAL_ATTEMPTS);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(value: string) {
    setBusy(true);
    setError(undefined);
    const result = await callApi('/auth/otp', { body: { otp: value } });
    setBusy(false);
    if (result.state === 'success' && result.data.status === 'SUCCESS') {
      onSuccess();
      return;
    }
    const codeOfError =
      result.state === 'error' ? (result.errors[0]?.code ?? 'incorrect_otp') : 'incorrect_otp';
    setAttempts((current) => attemptsAfter(current, codeOfError, 'otp_confirmation_error'));
    setCode('');
    setError(errorText(codeOfError));
  }

  const exhausted = attempts === 0;
  const intro =
    twoFaType === 'GOOGLE_AUTHENTICATOR' ? t('google') : twoFaType === 'EMAIL' ? t('email') : t('telegram');

  return (
    <Modal
      open={open}
      title={t('title')}
      testId="otp-dialog"
      actions={
        exhausted ? (
          <Button onClick={onRestart} data-testid="otp-continue">
            {t('continue')}
          </Button>
        ) : null
      }
    >
      {exhausted ? (
        <p role="alert" data-testid="otp-three-times">
          {t('threeTimes')}
        </p>
      ) : (
        <>
          <p>{intro}</p>
          <OtpInput
            label={t('code')}
            value={code}
            onChange={(value) => {
              setCode(value);
              if (error) setError(undefined);
            }}
            onComplete={submit}
            error={error}
            disabled={busy}
            autoFocus
          />
        </>
      )}
    </Modal>
  );
}
