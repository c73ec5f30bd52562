import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

import { IdentityError } from '../identity-error';
import { ARGON2_QUEUE_LIMIT, LEGACY_QUEUE_LIMIT } from '../identity-policy';
import { verifyLegacyHash } from './legacy-password-hash';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
// 2 = Algorithm.Argon2id (an ambient const enum, which isolatedModules cannot read).
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
/** How every hash made with ARGON2_OPTIONS begins. */
export const CURRENT_HASH_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/**
 * Argon2 runs one at a time per core but one, so a flood of logins leaves a core for check_token and
 * page renders; a few dozen more wait, and beyond that the caller is told to come back later.
 * Imported (legacy) hashes have a lane of their own, one at a time with a short wait list: a flood of
 * wrong passwords against imported accounts — each check up to LEGACY_VERIFY_BUDGET_MS — never holds
 * a place an argon2id check is waiting for. Kept on globalThis: every bundled copy of this module must
 * share the one queue.
 */
type Lane = { running: number; waiting: (() => void)[]; concurrency: number; waitingLimit: number };
type Queue = { native: Lane; legacy: Lane; operations: number; checks: PasswordCheckCounts };
/** Which checks ran, and how many failures were held to the floor (tests prove the mechanism). */
export type PasswordCheckCounts = { argon2id: number; legacy: number; dummy: number; padded: number };
const QUEUE_KEY = Symbol.for('passport.identity.argon2-queue.v2');
const queue: Queue = ((globalThis as Record<symbol, Queue | undefined>)[QUEUE_KEY] ??= {
  native: {
    running: 0,
    waiting: [],
    concurrency: Math.max(1, availableParallelism() - 1),
    waitingLimit: ARGON2_QUEUE_LIMIT,
  },
  legacy: { running: 0, waiting: [], concurrency: 1, waitingLimit: LEGACY_QUEUE_LIMIT },
  operations: 0,
  checks: { argon2id: 0, legacy: 0, dummy: 0, padded: 0 },
});

/** Runs `work` in its lane; `started` is when it got its place (the failure floor counts from there). */
async function inLane<T>(lane: Lane, work: (started: number) => Promise<T>): Promise<T> {
  if (lane.running >= lane.concurrency) {
    if (lane.waiting.length >= lane.waitingLimit) {
      throw new IdentityError('too_many_requests', { retryAfterS: 1 });
    }
    // The place is handed over by the one finishing, so `running` stays as it is.
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
  } else {
    lane.running += 1;
  }
  queue.operations += 1;
  try {
    return await work(performance.now());
  } finally {
    const next = lane.waiting.shift();
    if (next) next();
    else lane.running -= 1;
  }
}

function inQueue<T>(work: () => Promise<T>): Promise<T> {
  return inLane(queue.native, work);
}

/**
 * Refuses at once when the queue is full, before a caller spends database work on a request that could
 * not be served anyway: a flood of logins is turned away cheaply.
 */
export function ensurePasswordCapacity(): void {
  const { native } = queue;
  if (native.running >= native.concurrency && native.waiting.length >= native.waitingLimit) {
    throw new IdentityError('too_many_requests', { retryAfterS: 1 });
  }
}

/** Hashes running and waiting now, both lanes (the metrics' argon2 queue). */
export function argon2QueueState(): { running: number; waiting: number } {
  const { native, legacy } = queue;
  return {
    running: native.running + legacy.running,
    waiting: native.waiting.length + legacy.waiting.length,
  };
}

/** How many argon2 (or legacy) operations this process has run (tests prove cheap checks come first). */
export function argon2Operations(): number {
  return queue.operations;
}

/** The checks of passwordCheck() this process ran, by path. */
export function passwordCheckCounts(): PasswordCheckCounts {
  return { ...queue.checks };
}

/** What each lane has in hand now (tests prove a legacy flood leaves the argon2id lane alone). */
export function passwordQueueState() {
  const { native, legacy } = queue;
  return {
    native: { running: native.running, waiting: native.waiting.length },
    legacy: { running: legacy.running, waiting: legacy.waiting.length },
  };
}

export function hashPassword(password: string): Promise<string> {
  return inQueue(() => hash(password, ARGON2_OPTIONS));
}

/**
 * Checks a password against our argon2id hash (its lane) or an imported one (legacy-password-hash.ts,
 * the legacy lane): both bounded, so a wave of imported users logging in cannot starve the service.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verifyTimed(passwordHash, password).then((result) => result.ok);
}

async function verifyTimed(
  passwordHash: string,
  password: string,
): Promise<{ ok: boolean; started: number }> {
  const legacy = !passwordHash.startsWith(CURRENT_HASH_PREFIX);
  return inLane(legacy ? queue.legacy : queue.native, async (started) => {
    let ok = false;
    try {
      ok = legacy ? await verifyLegacyHash(passwordHash, password) : await verify(passwordHash, password);
    } catch {
      ok = false;
    }
    return { ok, started };
  });
}

/** Whether a stored hash is other than today's argon2id (an imported one): replaced at the next login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_HASH_PREFIX);
}

let dummy: Promise<string> | undefined;

function dummyHash(): Promise<string> {
  dummy ??= hash('dummy-password-for-timing', ARGON2_OPTIONS);
  return dummy;
}

/** Spends the time of one verification when there is no user, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await dummyHash(), password);
  return false;
}

/**
 * A login's password check: against the account's hash, or a dummy when there is no account (or it is
 * locked). A failure answers no sooner than `failureFloorMs` after its check got its place in the
 * queue, whichever path it took: while imported hashes — dearer to check than argon2id — remain, the
 * floor (LEGACY_FAILURE_FLOOR_MS) makes an unknown address, a native account and an imported one answer
 * a wrong password alike. The wait is spent outside the queue: it holds no core.
 */
export async function passwordCheck(
  passwordHash: string | undefined,
  password: string,
  failureFloorMs: number,
): Promise<boolean> {
  const path = passwordHash === undefined ? 'dummy' : needsRehash(passwordHash) ? 'legacy' : 'argon2id';
  queue.checks[path] += 1;
  const checked = await verifyTimed(passwordHash ?? (await dummyHash()), password);
  const ok = passwordHash !== undefined && checked.ok;
  if (!ok && failureFloorMs > 0) {
    queue.checks.padded += 1;
    const wait = checked.started + failureFloorMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return ok;
}
