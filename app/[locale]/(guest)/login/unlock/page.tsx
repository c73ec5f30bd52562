import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { UnlockRequestForm } from '@/components/auth/unlock-request-form';
import { getPublicConfig } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Unlock');
  return { title: t('title') };
}

/** The owner's way past the login lock, reached from the locked-account popup: a link by e-mail. */
export default async function UnlockRequestPage() {
  const [initial, config] = await Promise.all([readFormState('/auth/unlock'), getPublicConfig()]);
  const cfg = config.state === 'success' ? config.data : null;
  return (
    <UnlockRequestForm
      captchaKind={cfg?.captcha ?? 'altcha'}
      recaptchaSiteKey={cfg?.recaptcha ?? null}
      initial={initial}
    />
  );
}
