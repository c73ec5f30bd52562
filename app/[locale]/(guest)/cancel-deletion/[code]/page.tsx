import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CancelDeletionConfirm } from '@/components/auth/cancel-deletion-confirm';
import { readFormState } from '@/lib/bff/form-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CancelDeletion');
  return { title: t('title') };
}

type Props = { params: Promise<{ code: string }> };

/** The deletion mail's link (cancel-deletion/{code}): a confirmation with a button, no secret asked. */
export default async function CancelDeletionPage({ params }: Props) {
  const [{ code }, initial] = await Promise.all([params, readFormState('/account/cancel-deletion')]);
  return <CancelDeletionConfirm code={decodeURIComponent(code)} initial={initial} />;
}
