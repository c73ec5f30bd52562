// POST /api/registration — creates an account; the interface language travels along for the mails.
import { forward, pick } from '@/lib/bff/forward';
import { localeOf } from '@/lib/bff/request-context';
import { bffRoute, readJson } from '@/lib/bff/respond';

const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'nationalityId',
  'password',
  'inviteCode',
  'googleRecaptchaV2',
  'application',
];

export const POST = bffRoute(async (request) => {
  const body = pick(await readJson(request), FIELDS);
  return forward(request, {
    method: 'POST',
    path: '/v1/registration',
    json: { ...body, language: localeOf(request) },
  });
});
