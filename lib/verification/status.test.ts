import { ZDocumentStatusSchema } from '../schemas/verification';
import { verificationPercent } from './percent';
import { badgeOf, isEditable, isLocked, showsForm } from './status';

describe('document statuses (SPEC §4)', () => {
  it('maps every status to its badge', () => {
    const badges = Object.fromEntries(ZDocumentStatusSchema.options.map((s) => [s, badgeOf(s)]));
    expect(badges).toEqual({
      NONE: 'notVerified',
      NEW_DOCUMENT: 'notVerified',
      ASYNC: 'notVerified',
      WAITING_MODERATOR: 'onVerification',
      WAITING_USER: 'onVerification',
      WAITING_SYSTEM: 'onVerification',
      VERIFIED: 'verified',
    });
  });

  it('locks the form while checked, reviewed or verified; the selfie only while reviewed', () => {
    expect(ZDocumentStatusSchema.options.filter((s) => isLocked(s))).toEqual([
      'ASYNC',
      'WAITING_MODERATOR',
      'VERIFIED',
    ]);
    expect(ZDocumentStatusSchema.options.filter((s) => isLocked(s, true))).toEqual(['WAITING_MODERATOR']);
    expect(ZDocumentStatusSchema.options.filter(isEditable)).toEqual(['NEW_DOCUMENT', 'WAITING_USER']);
    expect(ZDocumentStatusSchema.options.filter(showsForm)).toEqual([
      'NONE',
      'NEW_DOCUMENT',
      'ASYNC',
      'WAITING_USER',
    ]);
  });

  it("the sidebar's indicator: Verified, 50 or 0", () => {
    const summary = (passport: string, address: string) =>
      [
        { documentType: 'passport', status: passport },
        { documentType: 'address', status: address },
      ] as Parameters<typeof verificationPercent>[0];
    expect(verificationPercent(summary('VERIFIED', 'VERIFIED'), { verified: false })).toBe('Verified');
    expect(verificationPercent(summary('VERIFIED', 'WAITING_MODERATOR'), { verified: true })).toBe(
      'Verified',
    );
    expect(verificationPercent(summary('NEW_DOCUMENT', 'VERIFIED'), { verified: false })).toBe('50');
    expect(verificationPercent(summary('WAITING_USER', 'ASYNC'), { verified: false })).toBe('0');
    expect(verificationPercent([], { verified: false })).toBe('0');
  });
});
