import 'server-only';

import type { DeactivationForms } from '@/components/security/deactivate-card';
import { readFormState } from '@/lib/bff/form-state';
import type { TFormState } from '@/lib/schemas/form-state';

/**
 * Turning a method off without JavaScript: the forms of its steps that came back to the wizard's page
 * (the page shows the code step in place of the card), and as a list for `stepUpFallback`.
 */
export async function deactivationForms(): Promise<DeactivationForms & { all: (TFormState | null)[] }> {
  const [request, confirm, recovery] = await Promise.all([
    readFormState('/two-fa/deactivate'),
    readFormState('/two-fa/deactivate/confirm'),
    readFormState('/two-fa/deactivate/recovery'),
  ]);
  return { request, confirm, recovery, all: [request, confirm, recovery] };
}
