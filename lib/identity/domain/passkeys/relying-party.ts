import type { IdentityContext } from '../../identity-context';

/** How long a ceremony's challenge lives: the time to touch a sensor, with room for a slow phone. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * The relying party is the portal's public address (APP_URL): its host name is the RP ID, its origin
 * the only one an assertion may come from — a passkey made for another site never signs in here.
 */
export function relyingParty(ctx: IdentityContext): { id: string; origin: string; name: string } {
  const url = new URL(ctx.config.appUrl);
  return { id: url.hostname, origin: url.origin, name: 'Passport' };
}

/** The challenge a browser signed, read from its clientDataJSON (base64url JSON); null when unreadable. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'challenge' in parsed && typeof parsed.challenge === 'string')
      return parsed.challenge.length <= 256 ? parsed.challenge : null;
    return null;
  } catch {
    return null;
  }
}
