import { attemptsAfter, CODE_ERRORS, codeRefusal, INITIAL_ATTEMPTS } from './code-attempts';

describe('attemptsAfter', () => {
  it('starts at three attempts', () => {
    expect(INITIAL_ATTEMPTS).toBe(3);
  });

  it('costs one attempt per wrong code and never goes below zero', () => {
    let attempts = INITIAL_ATTEMPTS;
    attempts = attemptsAfter(attempts, 'incorrect_otp');
    expect(attempts).toBe(2);
    attempts = attemptsAfter(attempts, 'invalid_confirmation_code');
    attempts = attemptsAfter(attempts, 'incorrect_otp');
    expect(attempts).toBe(0);
    expect(attemptsAfter(attempts, 'incorrect_otp')).toBe(0);
  });

  it('leaves no attempt once the code is used up, in the login and in the wizards', () => {
    expect(attemptsAfter(3, 'otp_confirmation_error')).toBe(0);
    expect(attemptsAfter(3, 'confirmation_code_error')).toBe(0);
  });

  it('does not count failures that say nothing about the code', () => {
    expect(attemptsAfter(2, 'too_many_requests')).toBe(2);
    expect(attemptsAfter(2, 'internal_server_error')).toBe(2);
  });

  it('names each refusal once for every screen, and shows every code-related one on the field', () => {
    expect(codeRefusal('incorrect_otp')).toBe('wrong');
    expect(codeRefusal('otp_confirmation_error')).toBe('usedUp');
    expect(codeRefusal('too_many_requests')).toBe('other');
    expect(CODE_ERRORS).toEqual(expect.arrayContaining(['incorrect_otp', 'confirmation_code_error']));
    expect(CODE_ERRORS).not.toContain('too_many_requests');
  });
});
