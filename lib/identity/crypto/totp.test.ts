import { newTotpSecret, totpCodeAt, totpStepOf, totpUri } from './totp';

describe('TOTP (SHA-1, 6 digits, 30 s, ±1 step)', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890", truncated to 6 digits.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('matches the RFC 6238 test vectors', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('accepts the code of this step and of one step either side, and tells which step', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', now)).toBeNull();
    expect(totpStepOf(secret, '12345', now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI with the portal as issuer and the e-mail as label', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Passport:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Passport',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
