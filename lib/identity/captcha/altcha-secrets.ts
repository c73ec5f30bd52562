import { createHmac } from 'node:crypto';

/** Two keys from one: one signs the challenge, the other the expected key (deterministic mode). */
export function altchaSecrets(captchaSecret: string): { signature: string; keySignature: string } {
  return {
    signature: createHmac('sha256', captchaSecret).update('signature').digest('base64url'),
    keySignature: createHmac('sha256', captchaSecret).update('key-signature').digest('base64url'),
  };
}
