import { UPSTREAM } from '../../../schemas/upstream';
import { getReferralInfo } from '../../domain/accounts/get-referral-info';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/user/referral/info?inviteCode= — the sponsor's name. */
export const referralInfoEndpoint = defineEndpoint(UPSTREAM.referralInfo, {
  auth: 'none',
  tag: 'account',
  summary: 'Who owns an invite code',
  errors: ['validation_error', 'not_found', 'blocked_invite_code', 'too_many_requests'],
  async handle({ ctx, query, ip }) {
    return getReferralInfo(ctx, { inviteCode: query.inviteCode, ip });
  },
});
