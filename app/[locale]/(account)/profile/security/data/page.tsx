import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { AccountDelete } from '@/components/security/account-delete';
import { DataDownload } from '@/components/security/data-download';
import { env } from '@/lib/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MyData');
  return { title: t('title') };
}

/** Security centre: take a copy of the account's data, or delete the account (after a grace period). */
export default async function MyDataPage() {
  const t = await getTranslations('MyData');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <DataDownload />
      <AccountDelete graceDays={env().ACCOUNT_DELETION_GRACE_DAYS} />
    </>
  );
}
