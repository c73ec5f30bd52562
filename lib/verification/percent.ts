import type { TProfile } from '../schemas/profile';
import type { TVerificationPercent, TVerificationSummaryItem } from '../schemas/verification';

/** SPEC §4: the sidebar's verification indicator. */
export function verificationPercent(
  summary: readonly TVerificationSummaryItem[],
  profile: Pick<TProfile, 'verified'>,
): TVerificationPercent {
  const statusOf = (type: 'passport' | 'address') =>
    summary.find((item) => item.documentType === type)?.status ?? 'NEW_DOCUMENT';
  const verifiedCount = [statusOf('passport'), statusOf('address')].filter((s) => s === 'VERIFIED').length;
  if (verifiedCount === 2) return 'Verified';
  if (verifiedCount === 1) return profile.verified ? 'Verified' : '50';
  return '0';
}
