import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LinkedProductProvider } from '@/components/auth/linked-product';
import { PasswordRecoveryForm } from '@/components/auth/password-recovery-form';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { linkedProductOf, type PageQuery } from '@/lib/navigation/page-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordRecovery');
  return { title: t('title') };
}

type Props = { searchParams: Promise<PageQuery> };

export default async function PasswordResetPage({ searchParams }: Props) {
  const [query, initial, config] = await Promise.all([
    searchParams,
    readFormState('/password/reset'),
    getPublicConfig(),
  ]);
  const cfg = config.state === 'success' ? config.data : null;
  return (
    <LinkedProductProvider initial={linkedProductOf(query)}>
      <PasswordRecoveryForm
        captchaKind={cfg?.captcha ?? 'altcha'}
        recaptchaSiteKey={cfg?.recaptcha ?? null}
        initial={initial}
      />
    </LinkedProductProvider>
  );
}
