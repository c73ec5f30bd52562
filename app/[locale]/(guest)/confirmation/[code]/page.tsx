import { ConfirmationView, type PostedConfirmation } from '@/components/auth/confirmation-view';
import { readFormState } from '@/lib/bff/form-state';
import { ZApplicationAnswerSchema } from '@/lib/schemas/application';

type Props = { params: Promise<{ code: string }> };

export default async function ConfirmationPage({ params }: Props) {
  const [{ code }, posted] = await Promise.all([params, readFormState('/registration/confirm')]);
  const answer = ZApplicationAnswerSchema.safeParse(posted?.answer);
  const initial: PostedConfirmation | null = posted && {
    answer: posted.succeeded && answer.success ? answer.data : null,
    errors: posted.errors,
  };
  return <ConfirmationView code={decodeURIComponent(code)} initial={initial} />;
}
