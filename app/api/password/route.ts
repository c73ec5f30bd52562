// PUT /api/password — changes the password, then ends this session too (SPEC §4 Change password): the
// identity service revokes the other sessions, and this one's token is revoked here.
import { forward, pick } from '@/lib/bff/forward';
import { bffRoute, readJson } from '@/lib/bff/respond';
import { clearSession } from '@/lib/bff/session';

export const PUT = bffRoute(async (request) => {
  const result = await forward(request, {
    method: 'PUT',
    path: '/v1/password',
    auth: 'user',
    json: pick(await readJson(request), ['password', 'newPassword']),
  });
  if (result.state === 'success') {
    await forward(request, { method: 'DELETE', host: 'oauth', path: '/oauth/token/revoke', auth: 'user' });
    await clearSession();
  }
  return result;
});
