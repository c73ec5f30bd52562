import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { DocumentPage } from '../document-page';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Verification');
  return { title: `${t('business')} · ${t('title')}` };
}

export default async function Page({ searchParams }: Props) {
  return <DocumentPage type="COMPANY" search={await searchParams} />;
}
