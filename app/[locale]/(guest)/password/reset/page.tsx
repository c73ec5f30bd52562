import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PasswordRecoveryForm } from '@/components/auth/password-recovery-form';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { parseApplication } from '@/lib/products';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordRecovery');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ application?: string | string[] }> };

export default async function PasswordResetPage({ searchParams }: Props) {
  const [{ application }, initial, config] = await Promise.all([
    searchParams,
    readFormState('/password/reset'),
    getPublicConfig(),
  ]);
  const cfg = config.state === 'success' ? config.data : null;
  return (
    <PasswordRecoveryForm
      application={parseApplication(application)}
      captchaKind={cfg?.captcha ?? 'altcha'}
      recaptchaSiteKey={cfg?.recaptcha ?? null}
      initial={initial}
    />
  );
}
