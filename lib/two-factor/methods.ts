import { ROUTES } from '../navigation/routes';
import type { TTwoFaType } from '../schemas/oauth';

/** Each second-factor method's wizard and the page its activation ends on (SPEC §2 route table). */
export const TWO_FA_ROUTES: Record<TTwoFaType, { wizard: string; activated: string; deactivated: string }> = {
  TELEGRAM: {
    wizard: ROUTES.profileSecurityVerificationTelegram,
    activated: ROUTES.profileSecurityVerificationTelegramActivate,
    deactivated: ROUTES.profileSecurityStatus,
  },
  GOOGLE_AUTHENTICATOR: {
    wizard: ROUTES.profileSecurityVerificationGoogle,
    activated: ROUTES.profileSecurityVerificationGoogleActivate,
    deactivated: ROUTES.profileSecurityStatus,
  },
  EMAIL: {
    wizard: ROUTES.profileSecurityVerificationEmail,
    activated: ROUTES.profileSecurityVerificationEmailActivate,
    deactivated: ROUTES.profileSecurityVerificationEmailDeactivate,
  },
};

/** SPEC §2: only one of the chat bot and the authenticator; this portal keeps one method at a time. */
export function blockedBy(type: TTwoFaType, active: TTwoFaType | null): TTwoFaType | null {
  return active && active !== type ? active : null;
}
