import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { UnlockConfirm } from '@/components/auth/unlock-confirm';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Unlock');
  return { title: t('confirmTitle') };
}

type Props = { params: Promise<{ code: string }> };

/** The mailed unlock link (login/unlock/{code}). */
export default async function UnlockLinkPage({ params }: Props) {
  const [{ code }, initial] = await Promise.all([params, readFormState('/auth/unlock/confirm')]);
  return <UnlockConfirm code={decodeURIComponent(code)} initial={initial} />;
}
