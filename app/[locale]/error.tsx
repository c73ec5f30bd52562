'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { ErrorScreen } from '@/components/shell/status-screen';

/** A page that failed while rendering: the translated error screen with 'Try again' (SPEC §2). */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    // The server logged the cause; the digest ties this browser's report to that log line.
    console.error('Page failed', error.digest ?? '');
  }, [error]);
  return <ErrorScreen messages={[t('internal_server_error')]} standalone />;
}
