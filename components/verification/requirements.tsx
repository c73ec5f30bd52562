import { useTranslations } from 'next-intl';

import type { TDocumentType } from '@/lib/schemas/documents';

import styles from './verification.module.css';

/** SPEC §2: the upload requirements, the address documents' rules and the review times. */
export function Requirements({ type }: { type: TDocumentType }) {
  const t = useTranslations('Verification');
  return (
    <section className={styles.requirements} aria-labelledby="verification-requirements-title">
      <h2 id="verification-requirements-title" className={styles.asideTitle}>
        {t('requirementsTitle')}
      </h2>
      <ul className={styles.requirementList}>
        <li>{t('reqHolder')}</li>
        <li>{t('reqSize')}</li>
        <li>{t('reqFormat')}</li>
        {type === 'ADDRESS' ? <li>{t('addressRecent')}</li> : null}
        {type !== 'SELFIE' ? <li>{t('languages')}</li> : null}
      </ul>
      <p className={styles.review} data-testid="review-time">
        {type === 'SELFIE' ? t('reviewSelfie') : t('reviewDocuments')}
      </p>
    </section>
  );
}
