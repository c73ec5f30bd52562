'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useAppState } from '@/components/shell/app-state';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { DeactivateDialog } from './deactivate-dialog';
import styles from './security.module.css';

/** Step 4 of the wizards (SPEC §2): the method is already active — Back, or Deactivate with a code. */
export function DeactivateCard({ type, method }: { type: TTwoFaType; method: string }) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const { notify } = useAppState();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  return (
    <div className={styles.step} data-testid="two-fa-already-active">
      <p className={styles.activeLine}>
        <span className={styles.activeMark} aria-hidden="true">
          <CheckIcon size={18} />
        </span>
        <strong>{t('alreadyActivated')}</strong>
      </p>
      <p className={styles.stepText}>{t('alreadyActivatedText', { method })}</p>
      <div className={styles.actions}>
        <Link href={ROUTES.profileSecurityStatus} className={buttonClass('secondary')}>
          {tCommon('back')}
        </Link>
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="two-fa-deactivate">
          {t('deactivate')}
        </Button>
      </div>
      <DeactivateDialog
        type={type}
        open={open}
        onClose={() => setOpen(false)}
        onDeactivated={() => {
          setOpen(false);
          notify('success');
          router.push(TWO_FA_ROUTES[type].deactivated);
          router.refresh();
        }}
      />
    </div>
  );
}
