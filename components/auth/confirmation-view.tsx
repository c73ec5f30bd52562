'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import { useErrorText } from '@/components/forms/field';
import { Button, buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import type { TApplicationAnswer } from '@/lib/schemas/application';

import { ResultCard } from './result-card';
import { codeInAddress } from './use-address-code';

type State =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'success'; answer: TApplicationAnswer };

/**
 * The outcome of a confirmation posted without JavaScript, as the page came back with it. Its answer was
 * checked on the server (page.tsx), so zod stays out of this page's first load.
 */
export type PostedConfirmation = { answer: TApplicationAnswer | null; errors: { code: string }[] };

function postedState(
  initial: PostedConfirmation | null,
  errorText: (code: string) => string | undefined,
): State {
  if (!initial) return { kind: 'loading' };
  if (initial.answer) return { kind: 'success', answer: initial.answer };
  const message = initial.errors.map((e) => errorText(e.code) ?? e.code).join(', ');
  return { kind: 'error', message };
}

/** SPEC §2 Confirmation: 'Please wait...', then 'Error' or the registered screen. */
export function ConfirmationView({
  code,
  initial = null,
}: {
  code: string;
  initial?: PostedConfirmation | null;
}) {
  const t = useTranslations('Confirmation');
  const tCommon = useTranslations('Common');
  const locale = useLocale();
  const pathname = usePathname() ?? '';
  const errorText = useErrorText();
  const [state, setState] = useState<State>(() => postedState(initial, errorText));
  const sent = useRef(initial !== null);

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
        {/* Without JavaScript nothing confirms on its own: one button posts the code (from the address). */}
        <noscript>
          <form method="post" action="/api/registration/confirm">
            <input type="hidden" name="_page" value={pathname} />
            <input type="hidden" name="code" value={code} />
            <Button type="submit" size="l" data-testid="confirmation-submit">
              {tCommon('confirm')}
            </Button>
          </form>
        </noscript>
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
