'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { useErrorText } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import type { TApplicationAnswer } from '@/lib/schemas/application';

import { ResultCard } from './result-card';
import { codeInAddress } from './use-address-code';

type State =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'success'; answer: TApplicationAnswer };

/** SPEC §2 Confirmation: 'Please wait...', then 'Error' or the registered screen. */
export function ConfirmationView({ code }: { code: string }) {
  const t = useTranslations('Confirmation');
  const locale = useLocale();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const sent = useRef(false);

  useEffect(() => {
    // A code is single-use: confirm once even if React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    // The address holds the code; a page shared by every visitor was rendered with a placeholder.
    void callApi('/registration/confirm', { body: { code: codeInAddress() ?? code } }).then((result) => {
      if (result.state === 'success') setState({ kind: 'success', answer: result.data });
      else
        setState({
          kind: 'error',
          message: result.errors.map((e) => errorText(e.code) ?? e.code).join(', '),
        });
    });
  }, [code, errorText]);

  if (state.kind === 'loading') {
    return (
      <div
        role="status"
        data-testid="confirmation-loading"
        style={{ display: 'grid', justifyItems: 'center', gap: 16 }}
      >
        <Spinner label={t('loading')} />
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <ResultCard tone="error" title={t('errorTitle')} testId="confirmation-error">
        <p>{state.message}</p>
      </ResultCard>
    );
  }
  const { resourceUrl, applicationName } = state.answer;
  return (
    <ResultCard
      tone="success"
      title={t('successTitle')}
      testId="confirmation-success"
      actions={
        <a
          href={resourceUrl || `/${locale}`}
          className={buttonClass('primary', 'l')}
          data-testid="confirmation-continue"
        >
          {applicationName ? t('goTo', { application: applicationName }) : t('continue')}
        </a>
      }
    >
      <p>{t('successText')}</p>
    </ResultCard>
  );
}
