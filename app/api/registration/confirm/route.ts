// POST /api/registration/confirm — confirms an e-mail address with the code from the mail.
import { withSafeResourceUrl } from '@/lib/bff/confirm-answer';
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';

export const POST = bffRoute(async (request) => {
  const code = pick(await readJson(request), ['code']);
  return withSafeResourceUrl(
    await forward(request, { method: 'POST', path: '/v1/registration/confirm', json: code }),
  );
});
