import type { ProductGroup } from '../../../products';
import { IdentityError } from '../../identity-error';
import type { AuthenticatedClient } from '../clients/authenticate-client';
import { parseApplication } from './applications';

/**
 * The application a client's request is for. An unbound client names it (or not); a client bound to a
 * product group always gets that group — naming another is unsupported_application — so every token
 * it obtains is its product's.
 */
export function boundApplication(
  client: AuthenticatedClient,
  requested: string | null | undefined,
): ProductGroup | null {
  const application = parseApplication(requested);
  if (!client.group) return application;
  if (application && application !== client.group) {
    throw new IdentityError('unsupported_application', {
      description: `This client serves ${client.group} only`,
    });
  }
  return client.group;
}

/** Whether a client may see a token: a bound client sees only tokens of its own group. */
export function clientMaySee(client: AuthenticatedClient, tokenApplication: string | null): boolean {
  return !client.group || tokenApplication === client.group;
}
