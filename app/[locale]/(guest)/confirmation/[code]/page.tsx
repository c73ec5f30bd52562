import { ConfirmationView } from '@/components/auth/confirmation-view';
import { readFormState } from '@/lib/bff/form-state';

type Props = { params: Promise<{ code: string }> };

export default async function ConfirmationPage({ params }: Props) {
  const [{ code }, initial] = await Promise.all([params, readFormState('/registration/confirm')]);
  return <ConfirmationView code={decodeURIComponent(code)} initial={initial} />;
}
