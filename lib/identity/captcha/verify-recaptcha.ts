import type { RecaptchaConfig } from '../identity-config';
import { RECAPTCHA_TIMEOUT_MS } from './captcha-policy';

/** Asks the reCAPTCHA verify endpoint; any failure to get a clear yes is a no. */
export async function verifyRecaptcha(config: RecaptchaConfig, token: string, ip: string): Promise<boolean> {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
