import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PasswordRecoveryForm } from '@/components/auth/password-recovery-form';
import { readFormState } from '@/lib/bff/form-state';
import { parseApplication } from '@/lib/products';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordRecovery');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ application?: string | string[] }> };

export default async function PasswordResetPage({ searchParams }: Props) {
  const [{ application }, initial] = await Promise.all([searchParams, readFormState('/password/reset')]);
  return <PasswordRecoveryForm application={parseApplication(application)} initial={initial} />;
}
