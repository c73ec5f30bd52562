'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { CheckIcon } from '@/components/ui/icons';
import { PASSWORD_CONDITIONS, PASSWORD_SPECIALS, passwordConditions } from '@/lib/schemas/password-rules';

import styles from './password-rules.module.css';

// Passed as a value: braces and angle brackets in the list would be ICU syntax inside a message.
const SPECIALS_SHOWN = PASSWORD_SPECIALS.split('').join(' ');

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
          <li
            key={condition}
            className={met[condition] ? styles.met : styles.unmet}
            data-met={met[condition]}
          >
            <span className={styles.mark} aria-hidden="true">
              {met[condition] ? <CheckIcon size={14} /> : null}
            </span>
            <span>{condition === 'chars' ? t('chars', { chars: SPECIALS_SHOWN }) : t(condition)}</span>
            <span className="visually-hidden"> — {met[condition] ? t('met') : t('notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
