import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

import { findUserById } from '../../lib/identity/db/queries/users';
import { deleteUser } from '../../lib/identity/domain/accounts/delete-user';
import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { serviceContext } from './in-process';
import { waitUntil } from './wait-until';

type Received = { headers: Record<string, string>; body: string };

/** A product's webhook endpoint on loopback: answers `status`, keeps every request. */
async function webhookEndpoint() {
  const state = { status: 200, received: [] as Received[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

// Issue 23: products hear of their users' events through Standard Webhooks — signed (verified here by
// the standardwebhooks library), retried under the same id, only for users who used them; 410 disables.
describeBackends(
  'Standard Webhooks events for products',
  (h) => {
    let farm: Awaited<ReturnType<typeof webhookEndpoint>>;
    let secret: string;
    beforeAll(async () => {
      farm = await webhookEndpoint();
      const ctx = (await serviceContext(h().server))!;
      secret = (await createOAuthClient(ctx, 'Farm', 'ULTIMAFARM', { webhookUrl: farm.url })).webhookSecret!;
    });
    afterAll(() => farm.close());

    /** A signed-in user who used the farm (it holds a `?token=` of theirs). */
    async function farmUser() {
      const user = await signedInUser(h().server, h().api);
      await h().api.form(
        '/oauth/token',
        {
          grant_type: EXCHANGE,
          subject_token: user.token,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'ULTIMAFARM',
        },
        { ip: uniqueIp() },
      );
      const me = await h().api.get('/v1/user', { token: user.token });
      return { ...user, id: me.body.data.id as string };
    }
    const events = (from: number) =>
      farm.state.received
        .slice(from)
        .map((r) => JSON.parse(r.body) as { type: string; data: { sub: string } });

    it('a session end reaches a product the user used, signed, and retried under the same id', async () => {
      const ctx = (await serviceContext(h().server))!;
      const user = await farmUser();
      const stranger = await signedInUser(h().server, h().api);
      farm.state.status = 500;
      const before = farm.state.received.length;
      await h().api.delete('/oauth/token/revoke', { token: stranger.token });
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await waitUntil(() => farm.state.received.length > before);
      farm.state.status = 200;
      await ctx.webhookOutbox.run(ctx.now() + 61_000);
      const [first, second] = farm.state.received.slice(before);
      expect(farm.state.received.length).toBe(before + 2);
      expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
      const verified = new Webhook(secret).verify(second!.body, second!.headers) as {
        type: string;
        data: { sub: string; reason: string };
      };
      // Only the user who used the product: the stranger's logout sent nothing.
      expect(verified).toMatchObject({ type: 'session.ended', data: { sub: user.id, reason: 'logout' } });
      // A signature made with another secret does not verify.
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(second!.body, second!.headers),
      ).toThrow();
    });

    it('deletion is an event too', async () => {
      const ctx = (await serviceContext(h().server))!;
      const user = await farmUser();
      const before = farm.state.received.length;
      await deleteUser(ctx, (await findUserById(ctx.db, user.id))!);
      await waitUntil(() => events(before).some((e) => e.type === 'user.deleted' && e.data.sub === user.id));
    });

    it('an endpoint answering 410 is disabled: nothing more goes there', async () => {
      const ctx = (await serviceContext(h().server))!;
      const user = await farmUser();
      farm.state.status = 410;
      const before = farm.state.received.length;
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await waitUntil(() => farm.state.received.length > before);
      await waitUntil(async () => {
        const client = await ctx.db
          .selectFrom('oauth_clients')
          .select('webhook_disabled_at')
          .where('webhook_url', '=', farm.url)
          .executeTakeFirst();
        return client?.webhook_disabled_at != null;
      });
      farm.state.status = 200;
      const other = await farmUser();
      await h().api.delete('/oauth/token/revoke', { token: other.token });
      await ctx.webhookOutbox.run(ctx.now() + 7 * 24 * 3_600_000);
      expect(farm.state.received.length).toBe(before + 1);
    });
  },
  { inProcess: true, env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } },
);
