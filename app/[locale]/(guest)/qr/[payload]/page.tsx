import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { QrApprove } from '@/components/auth/qr-approve';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('QrApprove');
  return { title: t('title') };
}

type Props = { params: Promise<{ payload: string }> };

export default async function QrApprovePage({ params }: Props) {
  const { payload } = await params;
  return <QrApprove code={decodeURIComponent(payload)} />;
}
