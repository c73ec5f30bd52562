'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** SPEC §2 Login: the locked-account popup with the support address. */
export function LockedDialog({
  open,
  supportEmail,
  onClose,
}: {
  open: boolean;
  supportEmail: string;
  onClose: () => void;
}) {
  const t = useTranslations('Login');
  const tCommon = useTranslations('Common');
  return (
    <Modal
      open={open}
      title={t('lockedTitle')}
      onClose={onClose}
      role="alertdialog"
      testId="locked-dialog"
      actions={<Button onClick={onClose}>{tCommon('ok')}</Button>}
    >
      <p>
        {t.rich('lockedText', {
          email: supportEmail,
          link: (chunks) => <a href={`mailto:${supportEmail}`}>{chunks}</a>,
        })}
      </p>
    </Modal>
  );
}
