'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';

import { clearClientData } from '@/components/shell/logout-dialog';
import { ChevronEndIcon, UserIcon } from '@/components/ui/icons';
import { initialsOf } from '@/components/ui/initials';
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

  const loginPath = `/${locale}/login?${loginQuery}`;

  // Before hydration the forms post the logout and the BFF sends the browser to this login.
  async function another(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await callApi('/auth/logout', { body: {} });
    clearClientData();
    window.location.assign(loginPath);
  }
  const logoutToLogin = (button: ReactNode, className?: string) => (
    <form method="post" action="/api/auth/logout" onSubmit={another} className={className}>
      <input type="hidden" name="next" value={loginPath} />
      {button}
    </form>
  );

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
              {initialsOf(firstName, lastName, email)}
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
          {logoutToLogin(
            <button type="submit" className={styles.option} disabled={busy} data-testid="choose-another">
              <span className={`${styles.avatar} ${styles.avatarGhost}`} aria-hidden="true">
                <UserIcon />
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{t('anotherAccount')}</span>
              </span>
              <ChevronEndIcon />
            </button>,
          )}
        </li>
      </ul>
      {logoutToLogin(
        <button type="submit" className={styles.link} disabled={busy} data-testid="choose-with-password">
          {t('withPassword')}
        </button>,
        styles.footer,
      )}
    </section>
  );
}
