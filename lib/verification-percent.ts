import type { Profile, VerificationPercent, VerificationSummaryItem } from './types/api';

/** SPEC §4: the sidebar's verification indicator. */
export function verificationPercent(
  summary: readonly VerificationSummaryItem[],
  profile: Pick<Profile, 'verified'>,
): VerificationPercent {
  const statusOf = (type: 'passport' | 'address') =>
    summary.find((item) => item.documentType === type)?.status ?? 'NEW_DOCUMENT';
  const verifiedCount = [statusOf('passport'), statusOf('address')].filter((s) => s === 'VERIFIED').length;
  if (verifiedCount === 2) return 'Verified';
  if (verifiedCount === 1) return profile.verified ? 'Verified' : '50';
  return '0';
}
