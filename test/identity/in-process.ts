import { identity, type IdentityContext } from '../../lib/identity/identity-context';
import type { IdentityTestServer } from './server';

/** The running service's context, for tests that need to move time or seed state directly. */
export async function serviceContext(server: IdentityTestServer): Promise<IdentityContext | null> {
  return server.inProcess ? identity() : null;
}
