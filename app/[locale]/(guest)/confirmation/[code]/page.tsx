import { ConfirmationView } from '@/components/auth/confirmation-view';

type Props = { params: Promise<{ code: string }> };

export default async function ConfirmationPage({ params }: Props) {
  const { code } = await params;
  return <ConfirmationView code={decodeURIComponent(code)} />;
}
