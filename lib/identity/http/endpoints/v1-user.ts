import { UPSTREAM } from '../../../schemas/upstream';
import { getProfile } from '../../domain/accounts/get-profile';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/user — the profile of the bearer (a linked product's token may ask too). */
export const userEndpoint = defineEndpoint(UPSTREAM.user, {
  auth: 'bearer-or-product',
  tag: 'account',
  summary: "The signed-in user's profile",
  errors: ['invalid_token'],
  async handle({ ctx, session }) {
    return getProfile(ctx, session!.user);
  },
});
