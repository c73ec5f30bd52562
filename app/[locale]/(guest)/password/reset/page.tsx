import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PasswordRecoveryForm } from '@/components/auth/password-recovery-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordRecovery');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ application?: string | string[] }> };

export default async function PasswordResetPage({ searchParams }: Props) {
  const { application } = await searchParams;
  return (
    <PasswordRecoveryForm
      application={typeof application === 'string' ? application.toUpperCase() : undefined}
    />
  );
}
