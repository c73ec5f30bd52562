import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'Password1!',
    'Passw0rd!',
    'P@ssw0rd1',
    'Qwerty123!',
    'Dragon2024$',
    'Monkey12!',
    '!Letmein99',
    'Football#1',
  ])('refuses %s: a breached password dressed up to meet the rules', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Kx7!vRq2m', 'Gq7!rTz2', 'Audit-pa55', 'Tom!2024x', 'Ab1!cD2@'])('accepts %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});
