import { codeRefused, codeSent, codeTiming, formatRemaining } from './code-confirmation';

const T0 = 1_800_000_000_000;
const MIN = 60_000;

describe('two-factor confirm screen (SPEC §4)', () => {
  it('starts with three attempts and a five-minute timer; resend waits a minute', () => {
    const state = codeSent(T0);
    expect(state.attempts).toBe(3);
    expect(codeTiming(state, T0)).toEqual({
      remainingMs: 5 * MIN,
      expired: false,
      canResend: false,
      canConfirm: true,
    });
    // Disabled while 4 minutes or more remain.
    expect(codeTiming(state, T0 + MIN - 1).canResend).toBe(false);
    expect(codeTiming(state, T0 + MIN).remainingMs).toBe(4 * MIN);
    expect(codeTiming(state, T0 + MIN).canResend).toBe(false);
    expect(codeTiming(state, T0 + MIN + 1).canResend).toBe(true);
  });

  it('expires after five minutes: "The code has expired", Confirm disabled, resend open', () => {
    const state = codeSent(T0);
    expect(codeTiming(state, T0 + 5 * MIN - 1)).toMatchObject({ expired: false, canConfirm: true });
    expect(codeTiming(state, T0 + 5 * MIN)).toEqual({
      remainingMs: 0,
      expired: true,
      canResend: true,
      canConfirm: false,
    });
    expect(codeTiming(state, T0 + 60 * MIN).remainingMs).toBe(0);
  });

  it('a wrong code costs one attempt; confirmation_code_error leaves none; other failures cost nothing', () => {
    let state = codeSent(T0);
    state = codeRefused(state, 'invalid_confirmation_code');
    expect(state).toMatchObject({ attempts: 2, lastError: 'invalid_confirmation_code' });
    state = codeRefused(state, 'too_many_requests');
    expect(state.attempts).toBe(2);
    state = codeRefused(state, 'invalid_confirmation_code');
    state = codeRefused(state, 'invalid_confirmation_code');
    expect(state.attempts).toBe(0);
    expect(codeTiming(state, T0).canConfirm).toBe(false);
    expect(codeRefused(codeSent(T0), 'confirmation_code_error').attempts).toBe(0);
  });

  it('a resend resets the attempts to three and restarts the timer', () => {
    const spent = codeRefused(codeSent(T0), 'confirmation_code_error');
    const again = codeSent(T0 + 2 * MIN);
    expect(spent.attempts).toBe(0);
    expect(again).toEqual({ attempts: 3, sentAt: T0 + 2 * MIN, lastError: null });
    expect(codeTiming(again, T0 + 6 * MIN)).toMatchObject({ expired: false, remainingMs: MIN });
  });

  it('shows minutes and seconds, rounding up', () => {
    expect(formatRemaining(5 * MIN)).toBe('5:00');
    expect(formatRemaining(4 * MIN + 59_001)).toBe('5:00');
    expect(formatRemaining(4 * MIN + 58_999)).toBe('4:59');
    expect(formatRemaining(7_000)).toBe('0:07');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
  });
});
