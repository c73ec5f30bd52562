import type { TTwoFaType } from '../../../schemas/oauth';
import type { IdentityContext } from '../../identity-context';

/** The methods this portal offers (SPEC §2 Security): Telegram only with a bot token. */
export function availableTwoFaTypes(ctx: IdentityContext): TTwoFaType[] {
  return [...(ctx.telegram ? (['TELEGRAM'] as const) : []), 'GOOGLE_AUTHENTICATOR', 'EMAIL'];
}
