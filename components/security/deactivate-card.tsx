'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

import { FormErrors, useErrorText } from '@/components/forms/field';
import { useAppState } from '@/components/shell/app-state';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { DeactivateBody, DeactivateDialog } from './deactivate-dialog';
import styles from './security.module.css';

/**
 * The deactivation's forms posted before hydration (their states, read by the page): "Deactivate"
 * (the code requested), the code, and the recovery code that stands in for it.
 */
export type DeactivationForms = {
  request: TFormState | null;
  confirm: TFormState | null;
  recovery: TFormState | null;
};

/**
 * Step 4 of the wizards (SPEC §2): the method is already active — Back, or Deactivate with a code.
 * Deactivate is a form: with JavaScript it opens the popup (which requests the code); before hydration
 * it posts natively and the page comes back with the code step in place of this card.
 */
export function DeactivateCard({
  type,
  method,
  forms,
}: {
  type: TTwoFaType;
  method: string;
  forms?: DeactivationForms;
}) {
  const t = useTranslations('Security');
  const tCommon = useTranslations('Common');
  const errorText = useErrorText();
  const { notify } = useAppState();
  const router = useRouter();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const onDeactivated = () => {
    setOpen(false);
    notify('success');
    router.push(TWO_FA_ROUTES[type].deactivated);
    router.refresh();
  };

  const { request, confirm, recovery } = forms ?? { request: null, confirm: null, recovery: null };
  // A code or recovery code refused comes back to the step, never to the card (their successes move on).
  if (request?.succeeded || (confirm && !confirm.succeeded) || (recovery && !recovery.succeeded)) {
    return (
      <section className={styles.step} aria-labelledby="deactivate-step-title" data-testid="deactivate-step">
        <h3 id="deactivate-step-title" className={styles.stepTitle}>
          {t('confirmationTitle')}
        </h3>
        <DeactivateBody
          type={type}
          start={{ requested: true, initial: confirm, recoveryInitial: recovery }}
          close={{ href: TWO_FA_ROUTES[type].wizard }}
          onDeactivated={onDeactivated}
        />
      </section>
    );
  }
  const refused = request && !request.succeeded ? request.errors.map((e) => errorText(e.code) ?? e.code) : [];

  return (
    <div className={styles.step} data-testid="two-fa-already-active">
      <p className={styles.activeLine}>
        <span className={styles.activeMark} aria-hidden="true">
          <CheckIcon size={18} />
        </span>
        <strong>{t('alreadyActivated')}</strong>
      </p>
      <p className={styles.stepText}>{t('alreadyActivatedText', { method })}</p>
      <FormErrors messages={refused} />
      <form
        method="post"
        action="/api/two-fa/deactivate"
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <input type="hidden" name="_page" value={pathname} />
        <input type="hidden" name="type" value={type} />
        <Link href={ROUTES.profileSecurityStatus} className={buttonClass('secondary')}>
          {tCommon('back')}
        </Link>
        <Button type="submit" variant="danger" data-testid="two-fa-deactivate">
          {t('deactivate')}
        </Button>
      </form>
      <DeactivateDialog
        type={type}
        open={open}
        onClose={() => setOpen(false)}
        onDeactivated={onDeactivated}
      />
    </div>
  );
}
