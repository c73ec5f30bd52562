import { endingHolds } from './ending';

describe('Two-factor ending pages are shown only when true (issue 20 item 12)', () => {
  const emailOff = { type: 'EMAIL' as const, active: false };
  const emailOn = { type: 'EMAIL' as const, active: true };

  it("'2FA deactivated' shows when no method is on", () => {
    expect(endingHolds(emailOff, null)).toBe(true);
  });

  it("'2FA deactivated' does not show while e-mail or any other method is still on", () => {
    expect(endingHolds(emailOff, 'EMAIL')).toBe(false);
    expect(endingHolds(emailOff, 'GOOGLE_AUTHENTICATOR')).toBe(false);
    expect(endingHolds(emailOff, 'TELEGRAM')).toBe(false);
  });

  it("'2FA activated' shows only while that very method is on", () => {
    expect(endingHolds(emailOn, 'EMAIL')).toBe(true);
    expect(endingHolds(emailOn, null)).toBe(false);
    expect(endingHolds(emailOn, 'TELEGRAM')).toBe(false);
  });
});
