'use client';

import { useTranslations } from 'next-intl';

import { productName } from '@/lib/products';

import styles from './auth.module.css';
import { useLinkedProduct } from './linked-product';

/** A page title with "to continue to {application}" when a linked product sent the visitor. */
export function AuthHeading({ title }: { title: string }) {
  const t = useTranslations('Login');
  const { application } = useLinkedProduct();
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      {application ? (
        <p className={styles.subtitle} data-testid="continue-to">
          {t('continueTo', { application: productName(application) })}
        </p>
      ) : null}
    </div>
  );
}
