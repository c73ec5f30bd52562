import { identity } from '../lib/identity/identity-context';
import { logger } from '../lib/identity/logger/logger';

/**
 * Builds the identity service at start, not at the first request: mail a previous process queued goes
 * out and what a killed one left half-written is swept before anyone visits. A database that is not
 * up yet is tried again by the first request that needs it.
 */
export function startIdentityEarly(): void {
  identity().catch((error: unknown) =>
    logger().warn(
      { err: error instanceof Error ? error.message : String(error) },
      'identity service not started yet; the first request tries again',
    ),
  );
}
