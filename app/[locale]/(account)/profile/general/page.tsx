import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { ProfileGeneral } from '@/components/account/profile-general';

import { layoutData } from '../../../layout-data';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ProfileGeneral');
  return { title: t('title') };
}

export default async function ProfileGeneralPage() {
  const { user } = await layoutData();
  const t = await getTranslations('ProfileGeneral');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {user ? (
        <ProfileGeneral firstName={user.firstName} lastName={user.lastName} email={user.email} />
      ) : null}
    </>
  );
}
