'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { CheckIcon } from '@/components/ui/icons';
import { PASSWORD_CONDITIONS, passwordConditions } from '@/lib/schemas/password';

import styles from './password-rules.module.css';

/** The six strength conditions of SPEC §5, ticked live as the password is typed. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('PasswordRules');
  const autoId = useId();
  const met = passwordConditions(password);
  return (
    <div className={styles.rules} id={id ?? autoId} data-testid="password-rules">
      <p className={styles.title}>{t('title')}</p>
      <ul className={styles.list}>
        {PASSWORD_CONDITIONS.map((condition) => (
          <li key={condition} className={met[condition] ? styles.met : styles.unmet} data-met={met[condition]}>
            <span className={styles.mark} aria-hidden="true">
              {met[condition] ? <CheckIcon size={14} /> : null}
            </span>
            <span>{t(condition)}</span>
            <span className="visually-hidden"> — {met[condition] ? t('met') : t('notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
