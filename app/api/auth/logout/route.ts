// POST /api/auth/logout — revokes the token upstream (single logout) and ends the session.
import { readSession } from '@/lib/bff/session';
import { bffRoute } from '@/lib/bff/respond';
import { clientIpOf, localeOf } from '@/lib/bff/request-context';
import { callUpstream } from '@/lib/bff/upstream';

export const POST = bffRoute(async (request) => {
  const session = await readSession();
  if (session.token) {
    // The session ends here even if the upstream cannot be reached; the token then expires by itself.
    await callUpstream({
      method: 'DELETE',
      host: 'oauth',
      path: '/oauth/token/revoke',
      auth: { bearer: session.token },
      locale: localeOf(request),
      clientIp: clientIpOf(request),
    });
  }
  session.destroy();
  return { state: 'success', data: null };
});
