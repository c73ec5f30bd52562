import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keys for second-factor data at rest, derived from TWO_FA_SECRET_KEY (32 bytes) so one operator
 * secret serves two purposes without either key doing both jobs.
 */
export type TwoFaKeys = { box: Buffer; codes: Buffer };

export function twoFaKeys(secretKeyBase64: string): TwoFaKeys {
  const master = Buffer.from(secretKeyBase64, 'base64');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return { box: derive('passport two-fa secret box'), codes: derive('passport two-fa code hmac') };
}

/**
 * AES-256-GCM: `v1.<iv|tag|ciphertext base64url>`. `context` (the row's id) is authenticated too, so
 * a sealed secret copied onto another row does not open there.
 */
export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens what sealSecret sealed; throws if the key, the context or the bytes differ. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('Unknown sealed secret format');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * A sent code is stored as an HMAC keyed by the operator's secret and bound to its challenge: six
 * digits are a million guesses, which a plain hash would not protect if the database leaked.
 */
export function codeHash(key: Buffer, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`, 'utf8').digest('hex');
}
