import { PASSWORD_MAX_LENGTH } from '@/lib/policy';

import { NEW_PASSWORD_INPUT } from './new-password-input';

describe('NEW_PASSWORD_INPUT', () => {
  it('lets a password longer than the 14-character rule be typed whole, so the rule refuses it instead of a cut', () => {
    // A browser stops typing and cuts a paste at maxlength: it must sit above the rule's limit.
    expect(NEW_PASSWORD_INPUT.maxLength).toBeGreaterThan(PASSWORD_MAX_LENGTH);
  });

  it('still tells password managers the 14-character limit', () => {
    expect((NEW_PASSWORD_INPUT as { passwordrules?: string }).passwordrules).toContain(
      `maxlength: ${PASSWORD_MAX_LENGTH}`,
    );
  });
});
