import { useTranslations } from 'next-intl';

import { AlertIcon } from '@/components/ui/icons';

import styles from './account.module.css';

/** SPEC §2 Profile "General": read-only name and surname with an instructions note. */
export function ProfileGeneral({
  firstName,
  lastName,
  email,
}: {
  firstName: string;
  lastName: string;
  email: string;
}) {
  const t = useTranslations('ProfileGeneral');
  return (
    <section className={styles.card}>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('name')}</dt>
          <dd data-testid="profile-name">{firstName}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('surname')}</dt>
          <dd data-testid="profile-surname">{lastName}</dd>
        </div>
        <div className={styles.field}>
          <dt>{t('email')}</dt>
          <dd>
            <bdi dir="ltr">{email}</bdi>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        <AlertIcon size={18} />
        <span>{t('instructions')}</span>
      </p>
    </section>
  );
}
