import { z } from 'zod';

import { getReferralInfo } from '../../domain/get-referral-info';
import { defineEndpoint } from '../define-endpoint';

const ZReferralQuerySchema = z.object({
  inviteCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'max_length' }),
});

/** GET /v1/user/referral/info?inviteCode= — the sponsor's name. */
export const referralInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user/referral/info',
  style: 'rest',
  auth: 'none',
  tag: 'account',
  summary: 'Who owns an invite code',
  query: ZReferralQuerySchema,
  response: z.object({ firstName: z.string(), lastName: z.string() }),
  errors: ['validation_error', 'not_found', 'blocked_invite_code', 'too_many_requests'],
  async handle({ ctx, query, ip }) {
    return getReferralInfo(ctx, { inviteCode: query.inviteCode, ip });
  },
});
