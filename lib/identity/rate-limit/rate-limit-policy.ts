/** Abuse limits (DESIGN §4). Each is `points` requests per `durationS` seconds for one key. */
export const RATE_LIMITS = {
  /** Password and second-factor grants, per client IP. */
  token: { points: 30, durationS: 60 },
  /** `qr_code` grant polls (every 5 s from a login page), per client IP. */
  qrPoll: { points: 60, durationS: 60 },
  /** QR payloads generated, per client IP. */
  qrGenerate: { points: 30, durationS: 60 },
  /** Sign-ups, per client IP. */
  registration: { points: 10, durationS: 60 * 60 },
  /** Password-reset requests, per client IP. */
  resetRequest: { points: 20, durationS: 60 * 60 },
  /** Confirmation resends, per client IP. */
  resend: { points: 20, durationS: 60 * 60 },
  /** Attempts at a one-time code (confirmation, reset confirm, QR approve and info), per client IP. */
  code: { points: 20, durationS: 15 * 60 },
  /** Sponsor look-ups, per client IP. */
  referralInfo: { points: 60, durationS: 60 },
  /** Captcha challenges issued, per client IP. */
  captchaChallenge: { points: 60, durationS: 60 },
  /** Two-factor setup calls (start, confirm, deactivate: each may send a code or check one), per user. */
  twoFa: { points: 40, durationS: 15 * 60 },
  /** Password changes (each checks the current password), per user. */
  changePassword: { points: 5, durationS: 15 * 60 },
  /** Re-authentications and their code requests (each checks the password), per user. */
  reauth: { points: 10, durationS: 15 * 60 },
  /** Unlock-link requests, per client IP. */
  unlockRequest: { points: 20, durationS: 60 * 60 },
  /** Document saves, uploads, deletions and submissions, per user. */
  documentWrite: { points: 120, durationS: 60 * 60 },
  /** "Download my data" (security centre): one archive a day, per user. */
  dataExport: { points: 1, durationS: 24 * 60 * 60 },
  /** Moderation API calls with a wrong bearer, per client IP. */
  adminAuth: { points: 20, durationS: 15 * 60 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;

export type LimitRule = { points: number; durationS: number };

/**
 * The limits and counters keyed by the visitor's address: an address on RATE_LIMIT_EXEMPT (an office
 * NAT, a monitoring probe) skips these, never the per-user or per-e-mail ones.
 */
export const PER_ADDRESS_LIMITS: ReadonlySet<LimitName> = new Set<LimitName>([
  'token',
  'qrPoll',
  'qrGenerate',
  'registration',
  'resetRequest',
  'resend',
  'unlockRequest',
  'code',
  'referralInfo',
  'captchaChallenge',
  'adminAuth',
]);

/** Counters behind the captcha gate: failures within a sliding window, never blocking by themselves. */
export const COUNTER_WINDOWS_S = {
  loginFailuresByEmail: 15 * 60,
  loginFailuresByIp: 15 * 60,
  registrationsByIp: 60 * 60,
  /** Reset and confirmation-mail requests for one e-mail key, from anywhere (send-recovery-mail.ts). */
  recoveryRequestsByKey: 24 * 60 * 60,
  /** The same, per e-mail key and requesting address: each address has a budget of its own. */
  recoveryMailsByKeyAndAddress: 24 * 60 * 60,
} as const;

export type CounterName = keyof typeof COUNTER_WINDOWS_S;

export const PER_ADDRESS_COUNTERS: ReadonlySet<CounterName> = new Set<CounterName>([
  'loginFailuresByIp',
  'registrationsByIp',
]);
