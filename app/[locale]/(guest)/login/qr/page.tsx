import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import styles from '@/components/auth/auth.module.css';
import { LinkedProductProvider } from '@/components/auth/linked-product';
import { QrPanel } from '@/components/auth/qr-panel';
import { SecondStepProvider } from '@/components/auth/second-step';
import { Link } from '@/lib/i18n/navigation';
import { linkedProductOf, type PageQuery } from '@/lib/navigation/page-query';
import { ROUTES } from '@/lib/navigation/routes';

import { walletStores } from '../../wallet-stores';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return { title: t('scanTitle') };
}

type Props = { searchParams: Promise<PageQuery> };

/** SPEC §2 "login by QR": the QR on its own, for a screen without the password form. */
export default async function LoginQrPage({ searchParams }: Props) {
  const [query, t] = await Promise.all([searchParams, getTranslations('Login')]);
  return (
    <LinkedProductProvider initial={linkedProductOf(query)}>
      <SecondStepProvider>
        <div className={`${styles.card} ${styles.qrOnly}`}>
          <QrPanel standalone stores={walletStores()} />
          <p className={styles.footerText}>
            <Link href={ROUTES.login}>{t('title')}</Link>
          </p>
        </div>
      </SecondStepProvider>
    </LinkedProductProvider>
  );
}
