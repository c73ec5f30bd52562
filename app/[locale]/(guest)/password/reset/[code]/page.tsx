import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NewPasswordForm } from '@/components/auth/new-password-form';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  return { title: t('title') };
}

type Props = { params: Promise<{ code: string; locale: string }> };

export default async function PasswordResetFormPage({ params }: Props) {
  const [{ code, locale }, initial] = await Promise.all([params, readFormState('/password/reset/confirm')]);
  return <NewPasswordForm code={decodeURIComponent(code)} locale={locale} initial={initial} />;
}
