'use client';

import { useTranslations } from 'next-intl';

import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';

import { MailedLinkConfirm } from './mailed-link-confirm';

/** The deletion mail's cancel link. The sessions stay ended: the owner signs in or sets a new password. */
export function CancelDeletionConfirm({ code, initial }: { code: string; initial?: TFormState | null }) {
  const t = useTranslations('CancelDeletion');
  return (
    <MailedLinkConfirm
      code={code}
      initial={initial}
      path={'/account/cancel-deletion'}
      schema={() => import('@/lib/schemas/sessions').then((m) => m.ZCancelDeletionSchema)}
      testId="cancel-deletion"
      texts={{
        title: t('title'),
        text: t('text'),
        confirm: t('confirm'),
        doneTitle: t('doneTitle'),
        doneText: t('doneText'),
      }}
      next={{ href: ROUTES.login, label: t('signIn') }}
    />
  );
}
