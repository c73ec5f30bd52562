import { Secret, TOTP } from 'otpauth';

import { OTP_LENGTH } from '../../policy';
import { TOTP_ISSUER, TOTP_PERIOD_S, TOTP_SECRET_BYTES, TOTP_WINDOW_STEPS } from '../identity-policy';

/** A new authenticator secret, base32 (what the user may type instead of scanning). */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: OTP_LENGTH,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** `otpauth://totp/Passport:ada%40example.com?issuer=Passport&secret=…&algorithm=SHA1&digits=6&period=30` */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/**
 * The time step whose code `code` is (now, or one step either side), or null. The caller records the
 * step so the same code is accepted once.
 */
export function totpStepOf(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d+$/.test(code) || code.length !== OTP_LENGTH) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** The code of a moment (tests, and nothing else). */
export function totpCodeAt(secretBase32: string, timestamp: number): string {
  return totp(secretBase32).generate({ timestamp });
}
