import 'server-only';

import type { StepUpPanelProps } from '@/components/account/step-up-panel';
import { getTwoFaOverview } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';

/** The account's active second factor, asked for only when the panel shows (the security-centre pages). */
export async function activeFactor(): Promise<TTwoFaType | null> {
  const overview = await getTwoFaOverview();
  return overview.state === 'success' ? overview.data.active : null;
}

/**
 * Without JavaScript, a wizard's form refused with `reauth_required` (step-up) comes back here: the
 * page then shows "Confirm it's you" in place of the wizard — and again while that form is refused or
 * has just sent a code — then the wizard as it was. Null: show the wizard. `factor` may be a loader,
 * called only when the panel shows.
 */
export async function stepUpFallback(
  factor: TTwoFaType | null | (() => Promise<TTwoFaType | null>),
  refusedForms: (TFormState | null)[],
): Promise<StepUpPanelProps | null> {
  const [reauth, code] = await Promise.all([readFormState('/reauth'), readFormState('/reauth/code')]);
  const refused = refusedForms.some((state) =>
    state?.errors.some((error) => error.code === 'reauth_required'),
  );
  if (!refused && !(reauth && !reauth.succeeded) && !code) return null;
  return {
    factor: typeof factor === 'function' ? await factor() : factor,
    initial: reauth ?? (code && !code.succeeded ? code : null),
    codeSentBefore: code?.succeeded ?? false,
  };
}
