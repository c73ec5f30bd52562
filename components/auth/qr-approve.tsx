'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { useErrorText } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { callApi } from '@/lib/client/api';
import type { TQrInfo } from '@/lib/schemas/qr';

import { describeUserAgent } from './describe-user-agent';
import styles from './qr-approve.module.css';
import { ResultCard } from './result-card';

type State =
  | { kind: 'loading' }
  | { kind: 'ask'; info: TQrInfo }
  | { kind: 'approved' }
  | { kind: 'declined' }
  | { kind: 'gone'; message: string };

/**
 * DESIGN §3: a logged-in phone opened the QR's link. It shows which browser, system and application
 * asked, and signs that browser in only after an explicit Approve.
 */
export function QrApprove({ code }: { code: string }) {
  const t = useTranslations('QrApprove');
  const format = useFormatter();
  const errorText = useErrorText();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void callApi('/qr/info', { query: { code } }).then((result) => {
      if (result.state === 'success') setState({ kind: 'ask', info: result.data });
      else setState({ kind: 'gone', message: t('expired') });
    });
  }, [code, t]);

  async function approve() {
    setBusy(true);
    const result = await callApi('/qr/approve', { body: { code } });
    setBusy(false);
    if (result.state === 'success') setState({ kind: 'approved' });
    else
      setState({
        kind: 'gone',
        message: result.errors.map((e) => errorText(e.code)).join(', ') || t('expired'),
      });
  }

  if (state.kind === 'loading') return <Spinner label={t('title')} />;
  if (state.kind === 'approved')
    return <ResultCard tone="success" title={t('approved')} testId="qr-approved" />;
  if (state.kind === 'declined') return <ResultCard tone="info" title={t('declined')} testId="qr-declined" />;
  if (state.kind === 'gone') return <ResultCard tone="error" title={state.message} testId="qr-gone" />;

  const { info } = state;
  const { browser, system } = describeUserAgent(info.userAgent);
  return (
    <section className={styles.card} data-testid="qr-approve">
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('text', { application: info.applicationName ?? info.application ?? 'none' })}</p>
      {/* What the server knows (address, time) beside what the requesting browser says of itself. */}
      <dl className={styles.facts}>
        <div>
          <dt>{t('browser')}</dt>
          <dd data-testid="qr-browser">{browser}</dd>
        </div>
        <div>
          <dt>{t('system')}</dt>
          <dd data-testid="qr-system">{system}</dd>
        </div>
        <div>
          <dt>{t('address')}</dt>
          <dd data-testid="qr-address">{info.requesterAddress ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('requestedAt')}</dt>
          <dd data-testid="qr-requested-at">
            {format.relativeTime(new Date(info.createdAt))} (
            {format.dateTime(new Date(info.createdAt), { dateStyle: 'medium', timeStyle: 'short' })})
          </dd>
        </div>
      </dl>
      <p className={styles.warning}>{t('warning')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setState({ kind: 'declined' })} disabled={busy}>
          {t('decline')}
        </Button>
        <Button onClick={approve} busy={busy} disabled={busy} data-testid="qr-approve-button">
          {t('approve')}
        </Button>
      </div>
    </section>
  );
}
