import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32; // 256 bits

/** A 256-bit random secret as base64url (tokens, mail codes, QR payloads, client secrets). */
export function randomToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256; they are random enough that no slow hash is needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
