import { pbkdf2Sync, randomBytes } from 'node:crypto';

import {
  hashPassword,
  passwordCheck,
  passwordCheckCounts,
  passwordQueueState,
  verifyPassword,
} from './password-hash';

const ab64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');

/** An imported PBKDF2 hash whose check takes a noticeable moment. */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  return `$pbkdf2-sha256$200000$${ab64(salt)}$${ab64(pbkdf2Sync(password, salt, 200_000, 32, 'sha256'))}`;
}

describe('the password queue', () => {
  it('checks of imported hashes take a lane of their own: a flood of them never holds an argon2id check back', async () => {
    const imported = legacyHash('Old-pass-1');
    const ours = await hashPassword('New-pass-1');
    const flood = Array.from({ length: 4 }, () => verifyPassword(imported, 'wrong'));
    // One imported check runs, the rest wait in their lane…
    expect(passwordQueueState().legacy).toEqual({ running: 1, waiting: 3 });
    // …and an argon2id check starts at once beside them.
    const native = verifyPassword(ours, 'New-pass-1');
    expect(passwordQueueState().native).toEqual({ running: 1, waiting: 0 });
    expect(await native).toBe(true);
    expect(await Promise.all(flood)).toEqual([false, false, false, false]);
    expect(passwordQueueState()).toEqual({
      native: { running: 0, waiting: 0 },
      legacy: { running: 0, waiting: 0 },
    });
  });

  it('a login check takes the path of the stored hash, and holds every failure to the floor', async () => {
    const imported = legacyHash('Old-pass-1');
    const ours = await hashPassword('New-pass-1');
    const before = passwordCheckCounts();
    const delta = () => {
      const now = passwordCheckCounts();
      return {
        argon2id: now.argon2id - before.argon2id,
        legacy: now.legacy - before.legacy,
        dummy: now.dummy - before.dummy,
        padded: now.padded - before.padded,
      };
    };
    expect(await passwordCheck(undefined, 'Old-pass-1', 50)).toBe(false);
    expect(delta()).toEqual({ argon2id: 0, legacy: 0, dummy: 1, padded: 1 });
    expect(await passwordCheck(imported, 'wrong', 50)).toBe(false);
    expect(delta()).toEqual({ argon2id: 0, legacy: 1, dummy: 1, padded: 2 });
    expect(await passwordCheck(ours, 'wrong', 50)).toBe(false);
    expect(delta()).toEqual({ argon2id: 1, legacy: 1, dummy: 1, padded: 3 });
    // A right password is not held, and without a floor nothing is.
    expect(await passwordCheck(imported, 'Old-pass-1', 50)).toBe(true);
    expect(await passwordCheck(ours, 'wrong', 0)).toBe(false);
    expect(delta()).toEqual({ argon2id: 2, legacy: 2, dummy: 1, padded: 3 });
  });
});
