import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthHeading } from '@/components/auth/auth-heading';
import styles from '@/components/auth/auth.module.css';
import { LinkedProductProvider } from '@/components/auth/linked-product';
import { LoginForm } from '@/components/auth/login-form';
import { QrPanel } from '@/components/auth/qr-panel';
import { SecondStepProvider } from '@/components/auth/second-step';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { Link } from '@/lib/i18n/navigation';
import { linkedProductOf, type PageQuery } from '@/lib/navigation/page-query';
import { ROUTES } from '@/lib/navigation/routes';

import { walletStores } from '../wallet-stores';

type Props = { searchParams: Promise<PageQuery> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return { title: t('title') };
}

/** SPEC §2 Login. Shared by every anonymous visitor (server/page-cache.ts) when nothing is posted. */
export default async function LoginPage({ searchParams }: Props) {
  const t = await getTranslations('Login');
  const [query, config, initial, otpInitial, recoveryInitial] = await Promise.all([
    searchParams,
    getPublicConfig(),
    readFormState('/auth/login'),
    readFormState('/auth/otp'),
    readFormState('/auth/recovery-code'),
  ]);
  const cfg = config.state === 'success' ? config.data : null;
  const registration = cfg?.registrationWithoutReferral === 'true';
  return (
    <LinkedProductProvider initial={linkedProductOf(query)}>
      <SecondStepProvider>
        <div className={`${styles.card} ${styles.wide}`}>
          <div className={styles.pane}>
            <AuthHeading title={t('title')} />
            <LoginForm
              captchaKind={cfg?.captcha ?? 'altcha'}
              recaptchaSiteKey={cfg?.recaptcha ?? null}
              supportEmail={cfg?.supportEmail ?? 'support@example.com'}
              initial={initial}
              otpInitial={otpInitial}
              recoveryInitial={recoveryInitial}
            />
            {registration ? (
              <p className={styles.footerText}>
                {t('noAccount')} <Link href={ROUTES.registration}>{t('signUp')}</Link>
              </p>
            ) : null}
          </div>
          <QrPanel stores={walletStores()} />
        </div>
      </SecondStepProvider>
    </LinkedProductProvider>
  );
}
