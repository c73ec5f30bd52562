import { verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

import { altchaSecrets } from './altcha-secrets';

/** The widget submits base64(JSON {challenge, solution}); raw JSON is accepted too. */
function decodePayload(token: string): Payload | null {
  for (const text of [token, Buffer.from(token, 'base64').toString('utf8')]) {
    try {
      const value = JSON.parse(text) as Payload;
      if (value && typeof value === 'object' && value.challenge?.parameters && value.solution) return value;
    } catch {
      // try the next encoding
    }
  }
  return null;
}

export type VerifiedAltcha = { id: string; expiresAtMs: number };

/**
 * Checks signature, expiry and solution; the caller still has to spend `id` once. The expiry is judged
 * on the service's clock (`now`), the one that stamped the challenge.
 */
export async function verifyAltcha(
  captchaSecret: string,
  token: string,
  now: number,
): Promise<VerifiedAltcha | null> {
  const payload = decodePayload(token);
  if (!payload?.challenge.signature) return null;
  const secrets = altchaSecrets(captchaSecret);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    if (!result.verified || result.expired) return null;
  } catch {
    return null;
  }
  const expiresAtS = payload.challenge.parameters.expiresAt;
  if (!expiresAtS || expiresAtS * 1000 <= now) return null;
  return { id: payload.challenge.signature, expiresAtMs: expiresAtS * 1000 };
}
