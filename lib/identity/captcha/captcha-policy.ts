/**
 * ALTCHA proof of work when no reCAPTCHA keys are set. In deterministic mode the solver must count up
 * to a secret number between the bounds, each step one SHA-256: well under a second in a browser.
 */
export const ALTCHA_ALGORITHM = 'SHA-256';
export const ALTCHA_COST = 1; // hash iterations per step
export const ALTCHA_COUNTER_MIN = 10_000;
export const ALTCHA_COUNTER_MAX = 100_000;
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000; // a challenge must be solved and used within 10 minutes
export const RECAPTCHA_TIMEOUT_MS = 3_000; // Google answers in milliseconds; a hung verify is a refusal, not a hung login
