import type { RecaptchaConfig } from '../identity-config';
import { RECAPTCHA_TIMEOUT_MS } from './captcha-policy';

/**
 * Asks the reCAPTCHA verify endpoint; anything but a clear yes for this site is a no: a non-200
 * answer, a body that is not JSON, a timeout, `success` other than true, or a token solved on another
 * site (Google signs tokens per site key, but a key can be shared by several sites: `hostname` says
 * where the challenge was solved).
 */
export async function verifyRecaptcha(config: RecaptchaConfig, token: string, ip: string): Promise<boolean> {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (response.status !== 200) return false;
    const body = (await response.json()) as { success?: unknown; hostname?: unknown };
    return body.success === true && body.hostname === config.hostname;
  } catch {
    return false;
  }
}
