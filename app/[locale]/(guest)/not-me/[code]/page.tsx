import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NotMeConfirm } from '@/components/auth/not-me-confirm';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotMe');
  return { title: t('title') };
}

type Props = { params: Promise<{ code: string }> };

/** A new-device alert's "Not me" link (not-me/{code}): a confirmation, never a password or code field. */
export default async function NotMePage({ params }: Props) {
  const [{ code }, initial] = await Promise.all([params, readFormState('/not-me')]);
  return <NotMeConfirm code={decodeURIComponent(code)} initial={initial} />;
}
