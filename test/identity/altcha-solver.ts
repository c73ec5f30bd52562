import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

import type { ApiClient } from './api-client';

/** Solves an ALTCHA challenge the way the widget does and encodes the payload it would submit. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A solved captcha, fresh from the service, as a browser would send it with its next attempt. */
export async function freshCaptcha(api: ApiClient, ip: string): Promise<string> {
  const challenge = await api.get('/v1/captcha/challenge', { ip });
  return solveAltcha(challenge.body.data);
}
