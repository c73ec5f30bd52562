import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import styles from '@/components/auth/auth.module.css';
import { QrPanel } from '@/components/auth/qr-panel';
import { SecondStepProvider } from '@/components/auth/second-step';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { parseApplication } from '@/lib/products';

import { walletStores } from '../../wallet-stores';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return { title: t('scanTitle') };
}

type Props = { searchParams: Promise<{ application?: string | string[]; backUrl?: string | string[] }> };

/** SPEC §2 "login by QR": the QR on its own, for a screen without the password form. */
export default async function LoginQrPage({ searchParams }: Props) {
  const query = await searchParams;
  const application = parseApplication(query.application);
  const backUrl = typeof query.backUrl === 'string' ? query.backUrl : undefined;
  const t = await getTranslations('Login');
  return (
    <SecondStepProvider application={application} backUrl={backUrl}>
      <div className={`${styles.card} ${styles.qrOnly}`}>
        <QrPanel application={application} backUrl={backUrl} standalone stores={walletStores()} />
        <p className={styles.footerText}>
          <Link href={ROUTES.login}>{t('title')}</Link>
        </p>
      </div>
    </SecondStepProvider>
  );
}
