import { attemptsAfter, INITIAL_ATTEMPTS } from './code-attempts';

describe('attemptsAfter', () => {
  it('starts at three attempts', () => {
    expect(INITIAL_ATTEMPTS).toBe(3);
  });

  it('costs one attempt per wrong code and never goes below zero', () => {
    let attempts = INITIAL_ATTEMPTS;
    attempts = attemptsAfter(attempts, 'incorrect_otp', 'otp_confirmation_error');
    expect(attempts).toBe(2);
    attempts = attemptsAfter(attempts, 'incorrect_otp', 'otp_confirmation_error');
    attempts = attemptsAfter(attempts, 'incorrect_otp', 'otp_confirmation_error');
    expect(attempts).toBe(0);
    expect(attemptsAfter(attempts, 'incorrect_otp', 'otp_confirmation_error')).toBe(0);
  });

  it('leaves no attempt after the exhausting error of the flow', () => {
    expect(attemptsAfter(3, 'otp_confirmation_error', 'otp_confirmation_error')).toBe(0);
    expect(attemptsAfter(3, 'confirmation_code_error', 'confirmation_code_error')).toBe(0);
  });

  it('does not count failures that say nothing about the code', () => {
    expect(attemptsAfter(2, 'too_many_requests', 'otp_confirmation_error')).toBe(2);
    expect(attemptsAfter(2, 'internal_server_error', 'otp_confirmation_error')).toBe(2);
  });
});
