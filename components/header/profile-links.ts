import { ROUTES } from '@/lib/navigation/routes';

/** The profile menu of SPEC §2, shared by the avatar menu, the mobile menu and the sidebar. */
export const PROFILE_LINKS = [
  { key: 'general', href: ROUTES.profileGeneral },
  { key: 'verification', href: ROUTES.profileVerification },
  { key: 'security', href: ROUTES.profileSecurity },
  { key: 'changePassword', href: ROUTES.profilePassword },
] as const;
