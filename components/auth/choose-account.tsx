'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { clearClientData } from '@/components/shell/logout-dialog';
import { ChevronEndIcon, UserIcon } from '@/components/ui/icons';
import { callApi } from '@/lib/client/api';
import { productName } from '@/lib/products';

import styles from './choose-account.module.css';

type Props = { application: string; backUrl?: string; firstName: string; lastName: string; email: string };

/** SPEC §2 chooseAccount: continue as this user, or revoke and log in as someone else. */
export function ChooseAccount({ application, backUrl, firstName, lastName, email }: Props) {
  const t = useTranslations('ChooseAccount');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const query = new URLSearchParams({ application, locale });
  if (backUrl) query.set('backUrl', backUrl);
  const loginQuery = new URLSearchParams({ application });
  if (backUrl) loginQuery.set('backUrl', backUrl);

  async function another() {
    setBusy(true);
    await callApi('/auth/logout', { body: {} });
    clearClientData();
    window.location.assign(`/${locale}/login?${loginQuery}`);
  }

  return (
    <section className={styles.card} data-testid="choose-account">
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('continueTo', { application: productName(application) })}</p>
      </div>
      <ul className={styles.options}>
        <li>
          <a href={`/api/go?${query}`} className={styles.option} data-testid="choose-continue">
            <span className={styles.avatar} aria-hidden="true">
              {`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
            </span>
            <span className={styles.who}>
              <span className={styles.name}>
                {firstName} {lastName}
              </span>
              <span className={styles.email}>{email}</span>
            </span>
            <ChevronEndIcon />
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.option}
            onClick={another}
            disabled={busy}
            data-testid="choose-another"
          >
            <span className={`${styles.avatar} ${styles.avatarGhost}`} aria-hidden="true">
              <UserIcon />
            </span>
            <span className={styles.who}>
              <span className={styles.name}>{t('anotherAccount')}</span>
            </span>
            <ChevronEndIcon />
          </button>
        </li>
      </ul>
      <p className={styles.footer}>
        <button
          type="button"
          className={styles.link}
          onClick={another}
          disabled={busy}
          data-testid="choose-with-password"
        >
          {t('withPassword')}
        </button>
      </p>
    </section>
  );
}
