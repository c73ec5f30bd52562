'use client';

import { useTranslations } from 'next-intl';

import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';

import { MailedLinkConfirm } from './mailed-link-confirm';

/** The mailed unlock link: once confirmed, this browser may sign in while the account is locked. */
export function UnlockConfirm({ code, initial }: { code: string; initial?: TFormState | null }) {
  const t = useTranslations('Unlock');
  return (
    <MailedLinkConfirm
      code={code}
      initial={initial}
      path={'/auth/unlock/confirm'}
      schema={() => import('@/lib/schemas/unlock').then((m) => m.ZUnlockConfirmSchema)}
      testId="unlock"
      texts={{
        title: t('confirmTitle'),
        text: t('confirmText'),
        confirm: t('confirm'),
        doneTitle: t('doneTitle'),
        doneText: t('doneText'),
      }}
      next={{ href: ROUTES.login, label: t('logIn') }}
    />
  );
}
