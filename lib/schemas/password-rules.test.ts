import { isValidEmail } from './email';
import { passwordConditions, passwordError, passwordScore } from './password-rules';

describe('password rules (SPEC §5)', () => {
  it('accepts a password meeting all six conditions', () => {
    expect(passwordScore('Abcdef1!')).toBe(6);
    expect(passwordError('Abcdef1!')).toBeNull();
    expect(passwordError('Zz9.,:;?!*+%')).toBeNull();
  });

  it('names the first broken rule', () => {
    expect(passwordError('')).toBe('required');
    expect(passwordError('Abcdef1!é')).toBe('invalid_password_chars');
    expect(passwordError('Abcd 1!x')).toBe('invalid_password_chars');
    expect(passwordError('Ab1!')).toBe('min_length');
    expect(passwordError('Abcdefghij1!xyz')).toBe('max_length');
    expect(passwordError('abcdefg1!')).toBe('invalid_password_format');
    expect(passwordError('ABCDEFG1!')).toBe('invalid_password_format');
    expect(passwordError('Abcdefgh!')).toBe('invalid_password_format');
    expect(passwordError('Abcdefgh1')).toBe('invalid_password_format');
  });

  it('accepts every listed special character and counts length 8 to 14', () => {
    for (const special of '.,:;?!*+%-<>@[]{}/\\_$#') {
      expect(passwordConditions(`Abcdef1${special}`).special).toBe(true);
      expect(passwordError(`Abcdef1${special}`)).toBeNull();
    }
    expect(passwordConditions('Abcdef1!').length).toBe(true);
    expect(passwordConditions('Abcdefghijk1!x').length).toBe(true);
    expect(passwordConditions('Abcdef1').length).toBe(false);
  });
});

describe('e-mail rule (SPEC §5)', () => {
  it.each([
    'ada@example.com',
    'a.b+c@mail.example.co.uk',
    "o'brien@example.ie",
    'ada@bücher.example'.replace('ü', 'u'),
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'ada',
    'x<victim@corp.com>',
    'Ada <ada@example.com>',
    'a@example.com,b@example.com',
    'a@example.com;b@example.com',
    '"ada"@example.com',
    'ada(comment)@example.com',
    'admın@example.com',
    '.ada@example.com',
    'a..da@example.com',
    'ada@-example.com',
    'ada@example',
    'a@@example.com',
    'a b@example.com',
    'jürgen@example.com',
    'ada@exämple.com',
    'ada@ex..com',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
