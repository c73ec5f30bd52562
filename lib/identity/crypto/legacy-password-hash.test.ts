import { pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { hash as argon2, type Options } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

import { legacyHashKind, verifyLegacyHash } from './legacy-password-hash';

/** passlib's adapted base64: '.' for '+', no padding. */
const ab64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');

// Written by passlib 1.7 (`scrypt.hash("password")`, its documentation's example).
const PASSLIB_SCRYPT =
  '$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q$nFNh2CVHVjNldFVKDHDlm4CbdRSCdEBsjjJxD+iCs5E';

function pbkdf2Hash(password: string, digest: 'sha1' | 'sha256' | 'sha512', iterations: number, prefix = '') {
  const salt = randomBytes(16);
  const key = pbkdf2Sync(password, salt, iterations, digest === 'sha512' ? 64 : 32, digest);
  const name = digest === 'sha1' ? 'pbkdf2' : `pbkdf2-${digest}`;
  return `$${name}$${prefix}${iterations}$${ab64(salt)}$${ab64(key)}`;
}

describe('imported password hashes', () => {
  it('checks bcrypt ($2a$, $2b$, $2y$), argon2 (d, i, id), scrypt and PBKDF2 (SHA-1/256/512) hashes', async () => {
    const password = 'Ünïcödé pass 1!';
    const bcryptHash = bcrypt.hashSync(password, 4);
    const hashes = [
      bcryptHash,
      bcryptHash.replace(/^\$2b\$/, '$2a$'),
      bcryptHash.replace(/^\$2b\$/, '$2y$'),
      await argon2(password, { algorithm: 0 as Options['algorithm'], memoryCost: 4096, timeCost: 3 }),
      await argon2(password, { algorithm: 1 as Options['algorithm'], memoryCost: 4096, timeCost: 3 }),
      await argon2(password, { algorithm: 2 as Options['algorithm'], memoryCost: 8192, timeCost: 1 }),
      (() => {
        const salt = randomBytes(16);
        return `$scrypt$ln=14,r=8,p=1$${ab64(salt)}$${ab64(scryptSync(password, salt, 32, { N: 2 ** 14, r: 8, p: 1 }))}`;
      })(),
      pbkdf2Hash(password, 'sha256', 29_000),
      pbkdf2Hash(password, 'sha512', 25_000, 'i='),
      pbkdf2Hash(password, 'sha1', 131_000),
    ];
    for (const stored of hashes) {
      expect([stored, await verifyLegacyHash(stored, password)]).toEqual([stored, true]);
      expect([stored, await verifyLegacyHash(stored, `${password}x`)]).toEqual([stored, false]);
    }
    expect(hashes.map(legacyHashKind)).toEqual([
      'bcrypt',
      'bcrypt',
      'bcrypt',
      'argon2',
      'argon2',
      'argon2',
      'scrypt',
      'pbkdf2',
      'pbkdf2',
      'pbkdf2',
    ]);
  });

  it('reads what passlib writes', async () => {
    expect(legacyHashKind(PASSLIB_SCRYPT)).toBe('scrypt');
    expect(await verifyLegacyHash(PASSLIB_SCRYPT, 'password')).toBe(true);
    expect(await verifyLegacyHash(PASSLIB_SCRYPT, 'Password')).toBe(false);
  });

  it('refuses unknown forms and costs that would tie up the machine', async () => {
    const salt = ab64(randomBytes(16));
    const key = ab64(randomBytes(32));
    for (const stored of [
      '',
      'plaintext',
      '5f4dcc3b5aa765d61d8327deb882cf99', // unsalted MD5
      '$1$saltsalt$qjXMvbEw8oaL.CzflDugX/', // md5-crypt
      '$2b$31$' + 'a'.repeat(53), // bcrypt cost 31
      `$scrypt$ln=30,r=8,p=1$${salt}$${key}`, // 128 GiB
      `$pbkdf2-sha256$100000000$${salt}$${key}`,
      `$pbkdf2-sha256$29000$${salt}$${ab64(randomBytes(4))}`, // a 4-byte "hash"
      '$argon2id$v=19$m=4194304,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA', // 4 GiB
    ]) {
      expect([stored, legacyHashKind(stored)]).toEqual([stored, null]);
      expect(await verifyLegacyHash(stored, 'password')).toBe(false);
    }
  });
});
