import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';

import { ChooseAccount } from '@/components/auth/choose-account';
import { ErrorScreen } from '@/components/shell/status-screen';
import { parseApplication } from '@/lib/products';

import { layoutData } from '../../layout-data';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChooseAccount');
  return { title: t('title') };
}

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ application?: string | string[]; backUrl?: string | string[] }>;
};

export default async function ChooseAccountPage({ params, searchParams }: Props) {
  const [{ locale }, query, { user, profileError }] = await Promise.all([params, searchParams, layoutData()]);
  const application = parseApplication(query.application);
  if (!user) {
    if (profileError)
      return <ErrorScreen messages={[(await getTranslations('Errors'))('profile_not_found')]} />;
    redirect(`/${locale}/login`);
  }
  if (!application) redirect(`/${locale}/profile`);
  return (
    <ChooseAccount
      application={application}
      backUrl={typeof query.backUrl === 'string' ? query.backUrl : undefined}
      firstName={user.firstName}
      lastName={user.lastName}
      email={user.email}
    />
  );
}
