import 'server-only';

import type { StepUpPanelProps } from '@/components/account/step-up-panel';
import { readFormState } from '@/lib/bff/form-state';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';

/**
 * Without JavaScript, a wizard's form refused with `reauth_required` (step-up) comes back here: the
 * page then shows "Confirm it's you" in place of the wizard — and again while that form is refused or
 * has just sent a code — then the wizard as it was. Null: show the wizard.
 */
export async function stepUpFallback(
  factor: TTwoFaType | null,
  refusedForms: (TFormState | null)[],
): Promise<StepUpPanelProps | null> {
  const [reauth, code] = await Promise.all([readFormState('/reauth'), readFormState('/reauth/code')]);
  const refused = refusedForms.some((state) =>
    state?.errors.some((error) => error.code === 'reauth_required'),
  );
  if (!refused && !(reauth && !reauth.succeeded) && !code) return null;
  return {
    factor,
    initial: reauth ?? (code && !code.succeeded ? code : null),
    codeSentBefore: code?.succeeded ?? false,
  };
}
