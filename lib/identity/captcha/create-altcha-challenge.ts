import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

import { altchaSecrets } from './altcha-secrets';
import {
  ALTCHA_ALGORITHM,
  ALTCHA_CHALLENGE_TTL_MS,
  ALTCHA_COUNTER_MAX,
  ALTCHA_COUNTER_MIN,
} from './captcha-policy';

/** An HMAC-signed ALTCHA challenge that expires (`GET /v1/captcha/challenge`). */
export function createAltchaChallenge(captchaSecret: string, cost: number, now: number): Promise<Challenge> {
  const secrets = altchaSecrets(captchaSecret);
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost,
    counter: randomInt(ALTCHA_COUNTER_MIN, ALTCHA_COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(now + ALTCHA_CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}
