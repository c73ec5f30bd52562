import { OTP_TTL_MS } from '../policy';

/** Policy of the identity service, each number once with its unit (DESIGN §4, SPEC §9). */
export const CONFIRMATION_CODE_TTL_MS = 24 * 60 * 60 * 1000; // e-mail confirmation link: 24 hours
export const RESET_CODE_TTL_MS = 60 * 60 * 1000; // password-reset link: 1 hour
export const NOT_ME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000; // a new-device alert's "Not me" link: 7 days
export const UNLOCK_CODE_TTL_MS = 15 * 60 * 1000; // unlock link (lets one browser past the lock): 15 minutes
export const RECOVERY_MAILS_PER_ADDRESS = 3; // reset or confirmation mails per e-mail and requesting address a day
export const RECOVERY_CAPTCHA_AFTER = 5; // requests for one e-mail a day (from anywhere) before each needs a captcha
export const QR_TTL_MS = 60 * 1000; // a QR payload is worth something for 1 minute
export const TWO_FACTOR_PENDING_TTL_MS = OTP_TTL_MS; // the half-logged-in token lives as long as an OTP
export const LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES = 3; // within COUNTER_WINDOWS_S.loginFailuresByEmail (15 min)
export const LOGIN_CAPTCHA_AFTER_IP_FAILURES = 20; // within COUNTER_WINDOWS_S.loginFailuresByIp (15 min)
export const LOCK_AFTER_FAILED_LOGINS = 10; // consecutive, per e-mail key, from browsers it does not trust
export const LOCK_STEP_MS = 60 * 1000; // the first lock lasts 1 minute, each next one a minute longer…
export const LOCK_MAX_MS = 15 * 60 * 1000; // …up to 15 minutes (Keycloak's temporary lockout; NIST 800-63B §5.2.2)
export const TRUSTED_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000; // a browser that signed in is trusted 180 days
export const TRUSTED_DEVICE_FAILURES = 10; // wrong passwords a trusted browser may try before it is forgotten
export const REGISTRATION_CAPTCHA_AFTER = 3; // sign-ups from one IP within an hour before a captcha is due
export const NO_ENUMERATION_ANSWER_MS = 300; // reset and resend answer no sooner, whether or not the e-mail exists
export const INVITE_CODE_LENGTH = 10;
export const ARGON2_QUEUE_LIMIT = 64; // password hashes waiting for a core; more answer too_many_requests
/** Imported hashes (admin users import) whose one check costs more CPU than this are refused at import. */
export const LEGACY_VERIFY_BUDGET_MS = 400;
/**
 * While imported hashes remain, a wrong password (or an unknown address) answers no sooner than this
 * after its check began: twice the budget, so an imported account's dearer check hides under it.
 */
export const LEGACY_FAILURE_FLOOR_MS = 2 * LEGACY_VERIFY_BUDGET_MS;
export const LEGACY_QUEUE_LIMIT = 8; // imported-hash checks waiting for their one lane; more answer too_many_requests
export const LEGACY_PENDING_RECHECK_MS = 60 * 1000; // how often a process looks again whether imported hashes remain
export const TOKEN_SCOPE = 'USER'; // SPEC §3: scope values are upper-case; their meaning is not shown
export const PENDING_TOKEN_SCOPE = 'TWO_FACTOR';
export const TWO_FA_CODES_PER_DAY = 20; // second-factor codes sent per account, day and budget (a trusted browser's logins, other logins, signed-in changes); beyond it, silently none (DESIGN §4 daily cap)
export const TWO_FA_SETUP_TTL_MS = 15 * 60 * 1000; // a pending method: installing an app, scanning, typing the first code
export const TOTP_PERIOD_S = 30;
export const TOTP_WINDOW_STEPS = 1; // a code of the step before or after is accepted too (clock drift)
export const TOTP_SECRET_BYTES = 20; // 160 bits, RFC 4226's recommendation for SHA-1
export const TOTP_ISSUER = 'Passport'; // the portal's name, as authenticator apps show it

/** Identity verification (SPEC §4 document flow, §9 upload limits). */
/**
 * Decoded images beyond this are refused from their header, unread (decompression bombs, and the cost
 * of decoding). 24 megapixels holds what a document photo needs with room to spare: a 12-MP phone photo,
 * a 48/50-MP phone's default (binned) 12-MP output, an A4 page scanned at 400 dpi (15.5 MP) or a passport
 * page at 1000 dpi (17 MP); 40 MP let a few uploads at once take seconds of CPU and a gigabyte each.
 */
export const UPLOAD_MAX_PIXELS = 24_000_000;
/** What decoding one image is expected to hold per pixel: 4 bands in, and the rotated/encoded copy. */
export const UPLOAD_DECODED_BYTES_PER_PIXEL = 8;
/** Decoded images in hand at once may need this much together (image-queue.ts): one at the bound fits. */
export const UPLOAD_IMAGE_MEMORY_BUDGET_BYTES = 256 * 1024 * 1024;
export const UPLOAD_IMAGE_QUEUE_LIMIT = 16; // images waiting for the queue; more answer too_many_requests
export const UPLOAD_JPEG_QUALITY = 90; // re-encoding quality: metadata goes, the picture stays legible
export const UPLOAD_SNIFF_BYTES = 4100; // what file-type needs to recognise a format
export const UPLOAD_STALE_PART_MS = 15 * 60 * 1000; // an unfinished upload left by a dead process is swept after this
/** How often a process looks for accounts whose deletion grace period is over. */
export const ACCOUNT_ERASURE_POLL_MS = 60 * 60 * 1000;
export const DOCUMENT_CHECK_POLL_MS = 2000; // the ASYNC checker's timer; a submission also kicks it
export const DOCUMENT_CHECK_LEASE_MS = 60 * 1000; // a checker holds a document this long before another may take it
export const DOCUMENT_CHECK_BATCH = 10;
export const DOCUMENT_CHECK_MAX_ATTEMPTS = 5; // then WAITING_SYSTEM: an operator looks
export const DOCUMENT_CHECK_RETRY_MS = 30 * 1000; // times the attempt number
/** Codes the automatic checks send a document back with (the UI names them). */
export const CHECK_REASONS = {
  missingFile: 'check:file_missing',
  unreadableFile: 'check:file_unreadable',
} as const;

/** Operators' tools. */
export const CLIENT_SECRET_OVERLAP_MAX_MS = 30 * 24 * 60 * 60 * 1000; // a rotated secret lives on 30 days at most
