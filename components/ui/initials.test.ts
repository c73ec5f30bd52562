import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the names, upper-cased', () => {
    expect(initialsOf('ada', ' Byron', 'ada@example.com')).toBe('AB');
  });

  it('falls back to the e-mail when the names are blank', () => {
    expect(initialsOf(' ', '', 'zoe@example.com')).toBe('Z');
  });
});
