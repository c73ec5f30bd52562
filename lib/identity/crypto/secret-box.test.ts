import { randomBytes } from 'node:crypto';

import { codeHash, openSecret, sealSecret, twoFaKeys } from './secret-box';

describe('secret box', () => {
  const keys = twoFaKeys(randomBytes(32).toString('base64'));

  it('opens what it sealed, and never shows the plaintext', () => {
    const sealed = sealSecret(keys.box, 'JBSWY3DPEHPK3PXP', 'row-1');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(keys.box, 'JBSWY3DPEHPK3PXP', 'row-1')).not.toBe(sealed);
    expect(openSecret(keys.box, sealed, 'row-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another row, another key or changed bytes', () => {
    const sealed = sealSecret(keys.box, 'secret', 'row-1');
    expect(() => openSecret(keys.box, sealed, 'row-2')).toThrow();
    expect(() => openSecret(twoFaKeys(randomBytes(32).toString('base64')).box, sealed, 'row-1')).toThrow();
    // Each byte changed in turn (the IV, the tag, the ciphertext): a text edit of the base64 could leave
    // the bytes as they were (it once did, one run in about sixty).
    const raw = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    for (let i = 0; i < raw.length; i += 1) {
      const changed = Buffer.from(raw);
      changed[i] = changed[i]! ^ 0x01;
      expect(() => openSecret(keys.box, `v1.${changed.toString('base64url')}`, 'row-1')).toThrow();
    }
  });

  it('derives two different keys, and code hashes bound to their challenge', () => {
    expect(keys.box.equals(keys.codes)).toBe(false);
    expect(codeHash(keys.codes, 'c1', '123456')).toBe(codeHash(keys.codes, 'c1', '123456'));
    expect(codeHash(keys.codes, 'c2', '123456')).not.toBe(codeHash(keys.codes, 'c1', '123456'));
  });
});
