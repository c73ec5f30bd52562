'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { askStepUp } from '@/lib/client/api';
import type { TFormState } from '@/lib/schemas/form-state';

import styles from './devices.module.css';

const EXPORT_URL = '/api/account/export';

async function refusalCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { errors?: { code?: string }[] } | null;
  return body?.errors?.[0]?.code;
}

/**
 * "Download my data": the browser fetches the ZIP itself (a file, not JSON), so a stale proof is met
 * here — "Confirm it's you", then once more — and the archive is handed over as a download. Before
 * hydration the button is a plain GET form: the ZIP downloads, or a refusal comes back as `initial`.
 */
export function DataDownload({ initial }: { initial?: TFormState | null }) {
  const t = useTranslations('MyData');
  const tErrors = useTranslations('Errors');
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  const refusal = initial && !initial.succeeded ? initial.errors[0]?.code : undefined;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(() =>
    refusal && refusal !== 'reauth_required'
      ? {
          ok: false,
          text: refusal === 'too_many_requests' ? t('tooSoon') : tErrors('internal_server_error'),
        }
      : null,
  );

  async function download(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      let response = await fetch(EXPORT_URL, { credentials: 'same-origin' });
      if (response.status === 403 && (await refusalCode(response.clone())) === 'reauth_required') {
        if (!(await askStepUp())) return;
        response = await fetch(EXPORT_URL, { credentials: 'same-origin' });
      }
      if (response.ok) {
        const url = URL.createObjectURL(await response.blob());
        const link = document.createElement('a');
        link.href = url;
        link.download = 'passport-data.zip';
        link.click();
        URL.revokeObjectURL(url);
        setStatus({ ok: true, text: t('done') });
        return;
      }
      const code = await refusalCode(response);
      setStatus({
        ok: false,
        text: code === 'too_many_requests' ? t('tooSoon') : tErrors('internal_server_error'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${styles.devices} ${styles.device}`}>
      <p className={styles.intro}>{t('intro')}</p>
      <p
        className={status?.ok === false ? styles.error : styles.status}
        role={status?.ok === false ? 'alert' : 'status'}
        data-testid="data-status"
      >
        {status?.text}
      </p>
      <form method="get" action={EXPORT_URL} onSubmit={download}>
        <input type="hidden" name="_page" value={pathname} />
        <Button type="submit" busy={busy} data-testid="download-data">
          {t('download')}
        </Button>
      </form>
    </div>
  );
}
