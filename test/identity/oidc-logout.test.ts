import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';

import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { listLogoutDeliveries } from '../../lib/identity/oidc/logout-deliveries';
import { BACKCHANNEL_EVENT } from '../../lib/identity/oidc/logout-outbox';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { relyingParty, signInThroughPortal } from './oidc-rp';
import { waitUntil } from './wait-until';

const REDIRECT = 'http://127.0.0.1:4400/callback';

/** A product's back-channel logout endpoint on loopback: answers `status`, keeps every logout_token. */
async function productEndpoint() {
  const state = { status: 503, tokens: [] as string[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      state.tokens.push(new URLSearchParams(body).get('logout_token') ?? '');
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backchannel-logout`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Issue 23: every product a session reached hears of its end through a durable outbox — a product
// that was down during the logout hears of it once it is back, with a signed logout_token.
describeBackends(
  'back-channel logout that arrives',
  (h) => {
    let farm: Awaited<ReturnType<typeof productEndpoint>>;
    let card: Awaited<ReturnType<typeof productEndpoint>>;
    let farmClient: { id: string; secret: string };
    let cardClient: { id: string; secret: string };
    beforeAll(async () => {
      farm = await productEndpoint();
      card = await productEndpoint();
      const ctx = (await serviceContext(h().server))!;
      farmClient = await createOAuthClient(ctx, 'Farm', null, {
        redirectUris: [REDIRECT],
        backchannelLogoutUri: farm.url,
      });
      cardClient = await createOAuthClient(ctx, 'Card', 'ULTIMACARD', { backchannelLogoutUri: card.url });
    });
    afterAll(async () => {
      await farm.close();
      await card.close();
    });

    async function verified(token: string, audience: string): Promise<JWTPayload> {
      const jwks = (await (await fetch(`${h().server.baseUrl}/oidc/jwks`)).json()) as JSONWebKeySet;
      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
        issuer: 'http://portal.test',
        audience,
      });
      expect(protectedHeader.typ).toBe('logout+jwt');
      return payload;
    }

    it('an OIDC product that was down during the logout hears of it once it is back', async () => {
      const ctx = (await serviceContext(h().server))!;
      const user = await signedInUser(h().server, h().api);
      const config = await relyingParty(h().server, farmClient);
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: 's',
      });
      const { callback } = await signInThroughPortal(h().server, h().api, url, user.token);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: verifier,
        expectedState: 's',
      });
      const { sid, sub } = tokens.claims()!;

      farm.state.status = 503;
      const before = farm.state.tokens.length;
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await waitUntil(() => farm.state.tokens.length > before);
      const [pending] = await listLogoutDeliveries(ctx.db, { userId: sub });
      expect(pending).toMatchObject({
        client_id: farmClient.id,
        attempts: 1,
        delivered_at: null,
        failed_at: null,
      });
      expect(pending!.last_error).toBe('HTTP 503');

      // Back up: the next try (after the backoff) arrives, with a token of its own.
      farm.state.status = 200;
      await ctx.logoutOutbox.run(ctx.now() + 61_000);
      expect(farm.state.tokens.length).toBe(before + 2);
      const [first, second] = await Promise.all(
        farm.state.tokens.slice(before).map((token) => verified(token, farmClient.id)),
      );
      for (const payload of [first!, second!]) {
        expect(payload).toMatchObject({ sub, sid, events: { [BACKCHANNEL_EVENT]: {} } });
        expect(payload.nonce).toBeUndefined();
      }
      expect(first!.jti).not.toBe(second!.jti);
      const [delivered] = await listLogoutDeliveries(ctx.db, { userId: sub });
      expect(delivered!.delivered_at).not.toBeNull();
      // Heard once: nothing is due any more.
      await ctx.logoutOutbox.run(ctx.now() + 24 * 3_600_000);
      expect(farm.state.tokens.length).toBe(before + 2);
    });

    it('a ?token= product hears of the logout too, its sid the SHA-256 of the token it holds; a 4xx is given up', async () => {
      const ctx = (await serviceContext(h().server))!;
      const user = await signedInUser(h().server, h().api);
      const exchanged = await h().api.form(
        '/oauth/token',
        {
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: user.token,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'ULTIMACARD',
        },
        { ip: uniqueIp() },
      );
      const productToken = exchanged.body.access_token as string;
      card.state.status = 400;
      const before = card.state.tokens.length;
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await waitUntil(() => card.state.tokens.length > before);
      const payload = await verified(card.state.tokens[before]!, cardClient.id);
      expect(payload.sid).toBe(createHash('sha256').update(productToken).digest('hex'));
      await waitUntil(async () => {
        const rows = await listLogoutDeliveries(ctx.db, { failedOnly: true });
        return rows.some((row) => row.client_id === cardClient.id && row.last_error === 'HTTP 400');
      });
      // Given up: no further try however long one waits.
      await ctx.logoutOutbox.run(ctx.now() + 7 * 24 * 3_600_000);
      expect(card.state.tokens.length).toBe(before + 1);
    });

    it('a device the owner signs out in the security centre: the product it reached hears of it', async () => {
      const user = await signedInUser(h().server, h().api);
      const exchanged = await h().api.form(
        '/oauth/token',
        {
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: user.token,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'ULTIMACARD',
        },
        { ip: uniqueIp() },
      );
      const productToken = exchanged.body.access_token as string;
      card.state.status = 200;
      const before = card.state.tokens.length;
      // The owner, on another browser, signs every other device out.
      const phone = await login(h().api, user.email);
      const res = await h().api.json('POST', '/v1/sessions/sign-out-others', {}, { token: phone });
      expect(res.status).toBe(200);
      await waitUntil(() => card.state.tokens.length > before);
      const payload = await verified(card.state.tokens[before]!, cardClient.id);
      expect(payload.sid).toBe(createHash('sha256').update(productToken).digest('hex'));
    });

    it('the provider’s expired records are swept on the outbox’s beat', async () => {
      const ctx = (await serviceContext(h().server))!;
      const now = ctx.now();
      const row = (id: string, expiresAt: number | null) => ({
        model: 'AuthorizationCode',
        id,
        payload: '{}',
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: expiresAt,
        consumed_at: null,
      });
      await ctx.db
        .insertInto('oidc_payloads')
        .values([row('sweep-expiring', now + 60_000), row('sweep-lasting', null)])
        .execute();
      await ctx.logoutOutbox.run(now + 24 * 3_600_000);
      const left = await ctx.db
        .selectFrom('oidc_payloads')
        .select('id')
        .where('id', 'in', ['sweep-expiring', 'sweep-lasting'])
        .execute();
      expect(left).toEqual([{ id: 'sweep-lasting' }]);
    });

    it('refuses a back-channel URL on a private address the operator did not allow', async () => {
      const ctx = (await serviceContext(h().server))!;
      const inner = await createOAuthClient(ctx, 'Inner', 'ULTIMAFARM', {
        backchannelLogoutUri: 'http://10.1.2.3/logout',
      });
      const user = await signedInUser(h().server, h().api);
      await h().api.form(
        '/oauth/token',
        {
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          subject_token: user.token,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          audience: 'ULTIMAFARM',
        },
        { ip: uniqueIp() },
      );
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await waitUntil(async () => {
        const rows = await listLogoutDeliveries(ctx.db, { failedOnly: true });
        return rows.some(
          (row) => row.client_id === inner.id && row.last_error === 'refused: private address',
        );
      });
    });
  },
  { inProcess: true, env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } },
);
