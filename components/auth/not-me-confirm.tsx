'use client';

import { useTranslations } from 'next-intl';

import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';

import { MailedLinkConfirm } from './mailed-link-confirm';

/** "Not me" on a new-device alert: the owner confirms, and every device is signed out (mailed-link-confirm.tsx). */
export function NotMeConfirm({ code, initial }: { code: string; initial?: TFormState | null }) {
  const t = useTranslations('NotMe');
  return (
    <MailedLinkConfirm
      code={code}
      initial={initial}
      path={'/not-me'}
      schema={() => import('@/lib/schemas/sessions').then((m) => m.ZNotMeSchema)}
      testId="not-me"
      texts={{
        title: t('title'),
        text: t('text'),
        confirm: t('confirm'),
        doneTitle: t('doneTitle'),
        doneText: t('doneText'),
      }}
      next={{ href: ROUTES.passwordReset, label: t('resetPassword') }}
    />
  );
}
