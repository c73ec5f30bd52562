import * as oidc from 'openid-client';

import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { oidcBox } from '../../lib/identity/oidc/provider-instance';
import { rotateSigningKey } from '../../lib/identity/oidc/signing-keys';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { browser, relyingParty, signInThroughPortal } from './oidc-rp';

const REDIRECT = 'http://127.0.0.1:4400/callback';
const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

// Issue 23: a standard relying-party library signs a user in through the portal with code + PKCE,
// verifies the id_token, and loses its refresh token with the portal session.
describeBackends(
  'OpenID Connect beside ?token=',
  (h) => {
    let product: { id: string; secret: string };
    beforeAll(async () => {
      const ctx = await serviceContext(h().server);
      product = await createOAuthClient(ctx!, 'Farm', null, {
        redirectUris: [REDIRECT],
        backchannelLogoutUri: 'http://127.0.0.1:4400/logout',
      });
    });

    async function authorization(extra: Record<string, string> = {}) {
      const config = await relyingParty(h().server, product);
      const verifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid email profile offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        nonce,
        state,
        ...extra,
      });
      return {
        config,
        url,
        checks: { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state },
      };
    }

    it('publishes discovery and a JWKS with the issuer APP_URL', async () => {
      const config = await relyingParty(h().server, product);
      const meta = config.serverMetadata();
      expect(meta.issuer).toBe('http://portal.test');
      expect(meta.code_challenge_methods_supported).toEqual(['S256']);
      expect(meta.backchannel_logout_supported).toBe(true);
      expect(meta.end_session_endpoint).toBe('http://portal.test/oidc/session/end');
      const jwks = (await (await fetch(`${h().server.baseUrl}/oidc/jwks`)).json()) as {
        keys: { kty: string; d?: string }[];
      };
      expect(jwks.keys.length).toBeGreaterThan(0);
      expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
    });

    it('signs a user in with code + PKCE; the id_token verifies and names GET /v1/user’s id', async () => {
      const user = await signedInUser(h().server, h().api);
      const { config, url, checks } = await authorization();
      const { callback } = await signInThroughPortal(h().server, h().api, url, user.token);
      const tokens = await oidc.authorizationCodeGrant(config, callback, checks);
      const claims = tokens.claims()!;
      const me = await h().api.get('/v1/user', { token: user.token });
      expect(claims).toMatchObject({
        iss: 'http://portal.test',
        aud: product.id,
        sub: me.body.data.id,
        nonce: checks.expectedNonce,
        amr: ['pwd'],
        locale: 'en',
        verified: false,
        email: user.email,
      });
      expect(typeof claims.auth_time).toBe('number');
      expect(typeof claims.sid).toBe('string');
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      expect(info.email).toBe(user.email);
      // The logout dialog's list: the products this session reached, each told of its logout.
      const reached = await h().api.get('/v1/session/products', { token: user.token });
      expect(reached.body.data.products).toEqual([{ name: 'Farm' }]);
    });

    it('refresh tokens rotate, and die with the portal logout', async () => {
      const user = await signedInUser(h().server, h().api);
      const { config, url, checks } = await authorization();
      const { callback } = await signInThroughPortal(h().server, h().api, url, user.token);
      const first = await oidc.authorizationCodeGrant(config, callback, checks);
      const second = await oidc.refreshTokenGrant(config, first.refresh_token!);
      expect(second.refresh_token).toBeDefined();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      const introspected = await oidc.tokenIntrospection(config, second.access_token);
      expect(introspected.active).toBe(true);

      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await expect(oidc.refreshTokenGrant(config, second.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    });

    it('admin keys rotate: the new key signs, the old one stays published', async () => {
      const ctx = (await serviceContext(h().server))!;
      const kids = async () =>
        (
          (await (await fetch(`${h().server.baseUrl}/oidc/jwks`)).json()) as { keys: { kid: string }[] }
        ).keys.map((key) => key.kid);
      const before = await kids();
      const { kid } = await rotateSigningKey(ctx.db, oidcBox(ctx), ctx.now());
      // Every process looks for a rotation every 30 seconds.
      const real = ctx.now;
      ctx.now = () => real() + 31_000;
      try {
        expect(await kids()).toEqual([kid, ...before]);
        const user = await signedInUser(h().server, h().api);
        const { config, url, checks } = await authorization();
        const { callback } = await signInThroughPortal(h().server, h().api, url, user.token);
        const tokens = await oidc.authorizationCodeGrant(config, callback, checks);
        const header = JSON.parse(Buffer.from(tokens.id_token!.split('.')[0]!, 'base64url').toString()) as {
          kid: string;
        };
        expect(header.kid).toBe(kid);
      } finally {
        ctx.now = real;
      }
    });

    it('the token endpoint shares the OAuth grants’ limit per address', async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await fetch(`${h().server.baseUrl}/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: 'guess',
            client_id: product.id,
          }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('refuses an authorization without PKCE', async () => {
      const config = await relyingParty(h().server, product);
      const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 'x' });
      const res = await browser(h().server).get(url.href);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(REDIRECT);
      expect(location.searchParams.get('error')).toBe('invalid_request');
    });

    it('another browser cannot complete an interaction it did not begin', async () => {
      const user = await signedInUser(h().server, h().api);
      const { url } = await authorization();
      const starter = browser(h().server);
      const start = await starter.get(url.href);
      const interaction = await starter.get(start.headers.get('location')!);
      const uid = new URL(interaction.headers.get('location')!, 'http://x').searchParams.get('uid')!;
      const forged = `${Date.now()}.${'A'.repeat(43)}`;
      const res = await h().api.json(
        'POST',
        '/v1/oidc/interaction',
        { uid, binding: forged },
        { token: user.token },
      );
      expect(res.status).toBe(400);
    });

    it('prompt=login asks a session older than the request for a fresh sign-in', async () => {
      const user = await signedInUser(h().server, h().api);
      const { url } = await authorization({ prompt: 'login' });
      const { continueStatus } = await signInThroughPortal(h().server, h().api, url, user.token);
      expect(continueStatus).toBe(403);
      // Signed in again after the request, the same browser gets through.
      const again = await authorization({ prompt: 'login' });
      const { callback } = await signInThroughPortal(h().server, h().api, again.url, () =>
        login(h().api, user.email),
      );
      expect(callback.searchParams.get('code')).toBeTruthy();
    });

    it('the bridge: a product exchanges its ?token= for its own OIDC tokens, which die with the portal session', async () => {
      const ctx = await serviceContext(h().server);
      const card = await createOAuthClient(ctx!, 'Card', 'ULTIMACARD');
      const user = await signedInUser(h().server, h().api);
      const productToken = async (audience: string) =>
        (
          await h().api.form(
            '/oauth/token',
            { grant_type: EXCHANGE, subject_token: user.token, subject_token_type: ACCESS_TOKEN, audience },
            { ip: uniqueIp() },
          )
        ).body.access_token as string;
      const config = await relyingParty(h().server, card);
      const exchange = (token: string, at = config) =>
        oidc.genericGrantRequest(at, EXCHANGE, { subject_token: token, subject_token_type: ACCESS_TOKEN });

      const tokens = await exchange(await productToken('ULTIMACARD'));
      const me = await h().api.get('/v1/user', { token: user.token });
      expect(tokens.claims()).toMatchObject({
        iss: 'http://portal.test',
        aud: card.id,
        sub: me.body.data.id,
      });
      expect(tokens.claims()!.nonce).toBeUndefined();
      expect(tokens.refresh_token).toBeDefined();
      // Another product's token buys nothing, nor may a client bound to no product group exchange one.
      await expect(exchange(await productToken('ULTIMA'))).rejects.toMatchObject({ error: 'invalid_grant' });
      const farm = await relyingParty(h().server, product);
      await expect(exchange(await productToken('ULTIMACARD'), farm)).rejects.toMatchObject({
        error: 'invalid_request',
        error_description: 'requested grant type is not allowed for this client',
      });

      await h().api.delete('/oauth/token/revoke', { token: user.token });
      await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    });
  },
  { inProcess: true },
);
