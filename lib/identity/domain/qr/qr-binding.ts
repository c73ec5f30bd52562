import { sha256 } from '../../crypto/random-token';

/**
 * What a QR payload is bound to, as stored: the browser value a BFF gave, else (a SPEC §7 client, which
 * sends none) the client alone — its own secret then keeps anyone else from redeeming the payload. The
 * two never match each other, so a browser-bound payload cannot be redeemed by leaving the value out.
 */
export function qrBindingHash(clientId: string, browser: string | undefined): string {
  return sha256(browser ? `browser:${browser}` : `client:${clientId}`);
}
