import { z } from 'zod';

import { getProfile } from '../../domain/get-profile';
import { defineEndpoint } from '../define-endpoint';

export const ZProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  selfieRequired: z.boolean(),
  inviteCode: z.string(),
  language: z.string(),
  nationalityId: z.string(),
  application: z.string().nullable(),
  emailConfirmed: z.boolean(),
  sponsor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.number().int().describe('epoch milliseconds'),
});

/** GET /v1/user — the profile of the bearer. */
export const userEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/user',
  style: 'rest',
  auth: 'bearer',
  tag: 'account',
  summary: "The signed-in user's profile",
  response: ZProfileSchema,
  errors: ['invalid_token'],
  async handle({ ctx, session }) {
    return getProfile(ctx, session!.user);
  },
});
