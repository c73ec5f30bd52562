import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { AuthHeading } from '@/components/auth/auth-heading';
import styles from '@/components/auth/auth.module.css';
import { LoginForm } from '@/components/auth/login-form';
import { QrPanel } from '@/components/auth/qr-panel';
import { SecondStepProvider } from '@/components/auth/second-step';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import { parseApplication } from '@/lib/products';

import { walletStores } from '../wallet-stores';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Login');
  return { title: t('title') };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams;
  const application = parseApplication(query.application);
  const t = await getTranslations('Login');
  const [config, initial, otpInitial] = await Promise.all([
    getPublicConfig(),
    readFormState('/auth/login'),
    readFormState('/auth/otp'),
  ]);
  const cfg = config.state === 'success' ? config.data : null;
  const registration = cfg?.registrationWithoutReferral === 'true';

  const backUrl = single(query.backUrl);
  const next = single(query.next);
  return (
    <SecondStepProvider application={application} backUrl={backUrl} next={next}>
      <div className={`${styles.card} ${styles.wide}`}>
        <div className={styles.pane}>
          <AuthHeading title={t('title')} application={application} />
          <LoginForm
            application={application}
            backUrl={backUrl}
            next={next}
            captchaKind={cfg?.captcha ?? 'altcha'}
            recaptchaSiteKey={cfg?.recaptcha ?? null}
            supportEmail={cfg?.supportEmail ?? 'support@example.com'}
            initial={initial}
            otpInitial={otpInitial}
          />
          {registration ? (
            <p className={styles.footerText}>
              {t('noAccount')} <Link href={ROUTES.registration}>{t('signUp')}</Link>
            </p>
          ) : null}
        </div>
        <QrPanel application={application} backUrl={backUrl} stores={walletStores()} />
      </div>
    </SecondStepProvider>
  );
}
