import { CURRENT_HASH_PREFIX, passwordCheck } from '../../crypto/password-hash';
import { anyPasswordHashOtherThan } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { LEGACY_FAILURE_FLOOR_MS, LEGACY_PENDING_RECHECK_MS } from '../../identity-policy';

type Pending = { value: boolean; checkedAt: number } | undefined;
const PENDING_KEY = Symbol.for('passport.identity.legacy-hashes-pending');
const store = globalThis as Record<symbol, Pending>;

/**
 * Whether imported hashes not yet replaced remain, looked up at most once a minute: an import by the
 * CLI (another process) is noticed within LEGACY_PENDING_RECHECK_MS; until then failures have no floor.
 */
async function legacyHashesPending(ctx: IdentityContext): Promise<boolean> {
  const known = store[PENDING_KEY];
  const now = Date.now();
  if (known && now - known.checkedAt < LEGACY_PENDING_RECHECK_MS) return known.value;
  const value = await anyPasswordHashOtherThan(ctx.db, CURRENT_HASH_PREFIX);
  store[PENDING_KEY] = { value, checkedAt: now };
  return value;
}

/** Forgets what legacyHashesPending() knew (after an import in this process, and in tests). */
export function forgetLegacyHashesPending(): void {
  store[PENDING_KEY] = undefined;
}

/**
 * The password check of a login (or its dummy, without an account or while locked). While imported
 * hashes remain, every failure answers no sooner than LEGACY_FAILURE_FLOOR_MS after its check began,
 * so a wrong password tells nobody whether the address has an imported account, a native one or none.
 */
export async function checkLoginPassword(
  ctx: IdentityContext,
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const floor = (await legacyHashesPending(ctx)) ? LEGACY_FAILURE_FLOOR_MS : 0;
  return passwordCheck(passwordHash, password, floor);
}
