import { OTP_RESEND_AFTER_MS, OTP_TTL_MS } from '../policy';
import { attemptsAfter, INITIAL_ATTEMPTS } from './code-attempts';

/**
 * A confirm screen of the two-factor wizards (SPEC §4 "Two-factor wizards"): three attempts per code,
 * reset to three when a new code is requested (code-attempts.ts counts them); the code lives 5 minutes from entry and from each resend; resend waits while 4
 * minutes or more remain (so it opens 1 minute after sending).
 */
export type CodeConfirmation = {
  attempts: number;
  /** When the current code was sent (epoch ms). */
  sentAt: number;
  /** The code of the last refused try, if the screen shows one. */
  lastError: string | null;
};

/** A code was sent (on entry, or on resend): full attempts, a fresh timer. */
export function codeSent(now: number): CodeConfirmation {
  return { attempts: INITIAL_ATTEMPTS, sentAt: now, lastError: null };
}

/** A try was refused with `code`. */
export function codeRefused(state: CodeConfirmation, code: string): CodeConfirmation {
  return { ...state, attempts: attemptsAfter(state.attempts, code), lastError: code };
}

export type CodeTiming = {
  remainingMs: number;
  /** 'The code has expired': Confirm is disabled. */
  expired: boolean;
  canResend: boolean;
  /** Confirm (and auto-submit) allowed: time and attempts left. */
  canConfirm: boolean;
};

export function codeTiming(state: CodeConfirmation, now: number): CodeTiming {
  const remainingMs = Math.max(0, state.sentAt + OTP_TTL_MS - now);
  const expired = remainingMs === 0;
  return {
    remainingMs,
    expired,
    canResend: remainingMs < OTP_TTL_MS - OTP_RESEND_AFTER_MS,
    canConfirm: !expired && state.attempts > 0,
  };
}

/** 4:59, 0:07 — whole seconds rounded up, so the timer shows 0:00 only once it has expired. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
