/** Product constants of SPEC §9, named once and shared by the server rules and the UI. */

export const OTP_LENGTH = 6;
export const OTP_ATTEMPTS = 3;
export const OTP_TTL_MS = 5 * 60 * 1000; // 5 minutes
export const OTP_RESEND_AFTER_MS = 60 * 1000; // resend allowed 1 minute after sending
/** Sensitive changes need the password (and the active second factor) given this recently (DESIGN §6 step-up). */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000; // 5 minutes

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 14;
export const PASSWORD_STRENGTH_CONDITIONS = 6;
export const TEXT_MAX_LENGTH = 256;

export const NOTIFICATION_DISMISS_MS = 6000;
export const UPLOAD_WARNING_MS = 10_000;
export const SCROLL_TO_ERROR_DELAY_MS = 500;
export const COPY_CONFIRMATION_DELAY_MS = 200;

export const REFERRAL_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60; // 1 year
export const COOKIE_CONSENT_MAX_AGE_S = 31_536_000; // 1 year
export const PENDING_SAVE_MARKER_MAX_AGE_S = 30 * 24 * 60 * 60; // 30 days

export const QR_POLL_INTERVAL_MS = 5000;
export const QR_LOGIN_SIZE_PX = 124;
export const QR_TWO_FA_SIZE_PX = 248;

export const LANDING_FIRST_AUTOPLAY_MS = 15_000;
export const LANDING_THEME_MS = 5000;
export const LANDING_BETWEEN_THEMES_MS = 1000;
export const LANDING_SLIDE_SPEED_MS = 3000;
export const PROJECT_SLIDER_SPEED_MS = 1000;
export const ANIMATION_MS = 700;

export const UPLOAD_MAX_BYTES = 5_242_880; // 5 MB
export const UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;
export const UPLOAD_MIN_SIDE_PX = 600;
export const MIN_AGE_YEARS = 18;
export const PASSPORT_MIN_VALIDITY_MS = 15_552_000_000; // about 180 days
export const FORM_POLL_MS = 3000;
export const ATTACHMENTS_POLL_MS = 1000;

export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1200;
export const BREAKPOINT_WIDE_PX = 1920;

/** The multipart part an upload's file travels in, from the browser through the BFF to the identity service. */
export const UPLOAD_FILE_FIELD = 'file';
/** How long an upload may take to arrive: 5 MiB from a phone on a slow line (10 minutes is about 9 KB/s). */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;
/** The multipart envelope around one upload (boundaries, part headers, the documentType field). */
export const UPLOAD_MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The most an upload request may carry: one file at the limit plus its envelope. */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD_BYTES;
/** Files one document may hold. */
export const DOCUMENT_MAX_FILES = 10;
/** A moderator's reason for sending a document back to its owner. */
export const MODERATION_REASON_MAX_LENGTH = 1000;
