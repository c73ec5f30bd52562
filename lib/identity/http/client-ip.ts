import { clientAddress } from '../../client-address';
import { env } from '../../env';

/**
 * The caller's IP as the nearest trusted proxy reported it (the BFF when the portal calls, the reverse
 * proxy otherwise); a value a client wrote into X-Forwarded-For itself is never taken.
 */
export function clientIp(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS) ?? 'unknown';
}
