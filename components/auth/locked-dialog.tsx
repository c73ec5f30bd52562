'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

/**
 * SPEC §2 Login: the locked-account popup with the support address — and the owner's own way in, a
 * mailed link that lets this browser past the lock (no operator needed).
 */
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
          link: (chunks) => (
            <a href={`mailto:${supportEmail}`}>
              <bdi>{chunks}</bdi>
            </a>
          ),
        })}
      </p>
      <p>
        {t.rich('lockedUnlock', {
          link: (chunks) => (
            <Link href={ROUTES.loginUnlock} data-testid="locked-unlock">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </Modal>
  );
}
