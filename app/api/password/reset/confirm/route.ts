// POST /api/password/reset/confirm — sets a new password with the code from the mail.
import { withSafeResourceUrl } from '@/lib/bff/confirm-answer';
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) => {
  const body = pick(await readJson(request), ['password', 'code']);
  return withSafeResourceUrl(
    await forward(request, { method: 'POST', path: '/v1/password/reset/confirm', json: body }),
  );
});
