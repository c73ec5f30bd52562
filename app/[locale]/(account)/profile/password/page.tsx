import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ChangePasswordForm } from '@/components/account/change-password-form';
import { PageTitle } from '@/components/account/page-title';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChangePassword');
  return { title: t('title') };
}

export default async function ChangePasswordPage() {
  const [t, initial] = await Promise.all([getTranslations('ChangePassword'), readFormState('/password')]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ChangePasswordForm initial={initial} />
    </>
  );
}
