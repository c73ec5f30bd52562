/**
 * ALTCHA proof of work when no reCAPTCHA keys are set. In deterministic mode the solver must count up
 * to a secret number between the bounds, each step CAPTCHA_COST chained SHA-256s (the default 1: about
 * 55,000 hashes on average). The server checks one step, so raising the cost costs the server nothing;
 * docs/operations.md says what each setting buys.
 */
export const ALTCHA_ALGORITHM = 'SHA-256';
export const ALTCHA_DEFAULT_COST = 1; // hash iterations per step (CAPTCHA_COST)
export const ALTCHA_MAX_COST = 100; // beyond this a phone would take minutes
export const ALTCHA_COUNTER_MIN = 10_000;
export const ALTCHA_COUNTER_MAX = 100_000;
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000; // a challenge must be solved and used within 10 minutes
export const RECAPTCHA_TIMEOUT_MS = 3_000; // Google answers in milliseconds; a hung verify is a refusal, not a hung login
