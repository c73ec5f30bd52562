/** Route paths of SPEC §2, without the locale prefix. Shared by pages, links and the guard. */
export const ROUTES = {
  home: '/',
  login: '/login',
  loginQr: '/login/qr',
  /** The owner's way past the login lock: a mailed link (it opens login/unlock/{code}). */
  loginUnlock: '/login/unlock',
  registration: '/registration',
  confirmation: (code: string) => `/confirmation/${encodeURIComponent(code)}`,
  passwordReset: '/password/reset',
  passwordResetForm: (code: string) => `/password/reset/${encodeURIComponent(code)}`,
  successChangePassword: '/password/success',
  chooseAccount: '/choose-account',
  profile: '/profile',
  profileGeneral: '/profile/general',
  profileVerification: '/profile/verification',
  profileVerificationPassport: '/profile/verification/passport',
  profileVerificationAddress: '/profile/verification/address',
  profileVerificationBusiness: '/profile/verification/business',
  profileVerificationAdditional: '/profile/verification/additional',
  profileSecurity: '/profile/security',
  profileSecurityStatus: '/profile/security/status',
  profileSecurityDevices: '/profile/security/devices',
  profileSecurityHistory: '/profile/security/history',
  profileSecurityData: '/profile/security/data',
  profileSecurityVerificationTelegram: '/profile/security/verification-telegram',
  profileSecurityVerificationTelegramActivate: '/profile/security/verification-telegram/activate',
  profileSecurityVerificationGoogle: '/profile/security/verification-google',
  profileSecurityVerificationGoogleActivate: '/profile/security/verification-google/activate',
  profileSecurityVerificationEmail: '/profile/security/verification-email',
  profileSecurityVerificationEmailActivate: '/profile/security/verification-email/activate',
  profileSecurityVerificationEmailDeactivate: '/profile/security/verification-email/deactivate',
  profilePassword: '/profile/password',
  /** A new-device alert's "Not me" link (security centre). */
  notMe: (code: string) => `/not-me/${encodeURIComponent(code)}`,
  cancelDeletion: (code: string) => `/cancel-deletion/${encodeURIComponent(code)}`,
  qrApprove: (payload: string) => `/qr/${encodeURIComponent(payload)}`,
} as const;

export type RouteAccess = 'user' | 'anonymous' | 'any';

const ANONYMOUS_ONLY = new Set<string>([ROUTES.login, ROUTES.loginQr, ROUTES.registration]);

/** Who may open a path (SPEC §2 "Route guard"); `path` has no locale prefix. */
export function accessOf(path: string): RouteAccess {
  const clean = path.replace(/\/+$/, '') || '/';
  if (ANONYMOUS_ONLY.has(clean)) return 'anonymous';
  if (clean === ROUTES.chooseAccount || clean === ROUTES.profile || clean.startsWith(`${ROUTES.profile}/`)) {
    return 'user';
  }
  if (clean.startsWith('/qr/')) return 'user';
  return 'any';
}
