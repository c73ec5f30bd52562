'use client';

import { useTranslations } from 'next-intl';

import { FormErrors } from '@/components/forms/field';
import { Button } from '@/components/ui/button';

import styles from './verification.module.css';

/** The end of a document's data form: the errors that belong to no field, and Save. */
export function DocumentFormActions({
  errors,
  canSave,
  busy,
}: {
  errors: string[];
  canSave: boolean;
  busy: boolean;
}) {
  const t = useTranslations('Verification');
  return (
    <>
      <div className={styles.wide}>
        <FormErrors messages={errors} />
      </div>
      <div className={`${styles.wide} ${styles.actions}`}>
        <Button type="submit" disabled={!canSave} busy={busy} data-testid="save">
          {t('save')}
        </Button>
      </div>
    </>
  );
}
