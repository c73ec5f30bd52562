import 'server-only';

import type { StepUpPanelProps } from '@/components/account/step-up-panel';
import type { DeactivationForms } from '@/components/security/deactivate-card';
import { readFormState } from '@/lib/bff/form-state';
import type { TFormState } from '@/lib/schemas/form-state';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import type { TTwoFaOverview } from '@/lib/schemas/two-fa';

import { stepUpFallback } from './step-up-fallback';
import { twoFaPageData } from './two-fa-page';

export type WizardForms = {
  data: TTwoFaOverview | { error: string };
  /** The forms of turning the method on that came back to the page (posted before hydration). */
  startInitial: TFormState | null;
  confirmInitial: TFormState | null;
  /** Turning it off without JavaScript: the page shows the code step in place of the card. */
  deactivation: DeactivationForms;
  /** "Confirm it's you" in the page, when one of those forms was refused for it. */
  stepUp: StepUpPanelProps | null;
};

/** What a two-factor wizard's page renders from: the method's state and the forms posted to it. */
export async function wizardForms(type: TTwoFaType): Promise<WizardForms> {
  const [data, startInitial, confirmInitial, request, confirm, recovery] = await Promise.all([
    twoFaPageData(type),
    readFormState('/two-fa/tokens'),
    readFormState('/two-fa/confirm'),
    readFormState('/two-fa/deactivate'),
    readFormState('/two-fa/deactivate/confirm'),
    readFormState('/two-fa/deactivate/recovery'),
  ]);
  const stepUp =
    'error' in data
      ? null
      : await stepUpFallback(data.active, [startInitial, confirmInitial, request, confirm, recovery]);
  return { data, startInitial, confirmInitial, deactivation: { request, confirm, recovery }, stepUp };
}
