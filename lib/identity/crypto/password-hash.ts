import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

import { IdentityError } from '../identity-error';
import { ARGON2_QUEUE_LIMIT } from '../identity-policy';
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
const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/**
 * Argon2 runs one at a time per core but one, so a flood of logins leaves a core for check_token and
 * page renders; a few dozen more wait, and beyond that the caller is told to come back later. Kept on
 * globalThis: every bundled copy of this module must share the one queue.
 */
type Queue = { running: number; waiting: (() => void)[]; operations: number };
const QUEUE_KEY = Symbol.for('passport.identity.argon2-queue');
const queue: Queue = ((globalThis as Record<symbol, Queue | undefined>)[QUEUE_KEY] ??= {
  running: 0,
  waiting: [],
  operations: 0,
});
const CONCURRENCY = Math.max(1, availableParallelism() - 1);

async function inQueue<T>(work: () => Promise<T>): Promise<T> {
  if (queue.running >= CONCURRENCY) {
    if (queue.waiting.length >= ARGON2_QUEUE_LIMIT) {
      throw new IdentityError('too_many_requests', { retryAfterS: 1 });
    }
    // The slot is handed over by the one finishing, so `running` stays as it is.
    await new Promise<void>((resolve) => queue.waiting.push(resolve));
  } else {
    queue.running += 1;
  }
  queue.operations += 1;
  try {
    return await work();
  } finally {
    const next = queue.waiting.shift();
    if (next) next();
    else queue.running -= 1;
  }
}

/**
 * Refuses at once when the queue is full, before a caller spends database work on a request that could
 * not be served anyway: a flood of logins is turned away cheaply.
 */
export function ensurePasswordCapacity(): void {
  if (queue.running >= CONCURRENCY && queue.waiting.length >= ARGON2_QUEUE_LIMIT) {
    throw new IdentityError('too_many_requests', { retryAfterS: 1 });
  }
}

/** Hashes running and waiting now (the metrics' argon2 queue). */
export function argon2QueueState(): { running: number; waiting: number } {
  return { running: queue.running, waiting: queue.waiting.length };
}

/** How many argon2 operations this process has run (tests prove cheap checks come first). */
export function argon2Operations(): number {
  return queue.operations;
}

export function hashPassword(password: string): Promise<string> {
  return inQueue(() => hash(password, ARGON2_OPTIONS));
}

/**
 * Checks a password against our argon2id hash or an imported one (legacy-password-hash.ts): both in
 * the one bounded queue, so a wave of imported users logging in cannot starve the service either.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return inQueue(async () => {
    try {
      return passwordHash.startsWith(CURRENT_PREFIX)
        ? await verify(passwordHash, password)
        : await verifyLegacyHash(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** Whether a stored hash is other than today's argon2id (an imported one): replaced at the next login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PREFIX);
}

let dummy: Promise<string> | undefined;

/** Spends the time of one verification when there is no user, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hash('dummy-password-for-timing', ARGON2_OPTIONS);
  await verifyPassword(await dummy, password);
  return false;
}
