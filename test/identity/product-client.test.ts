import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { ENDPOINTS } from '../../lib/identity/http/routes';
import { GOOD_PASSWORD, uniqueIp, type ApiResponse } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { serviceContext } from './in-process';
import { activateGoogle, nextTotp, serviceClock } from './two-fa-helpers';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

// Security issue, second round: a client bound to a product group got, from the password grant, a token
// that approved QR logins, survived the owner's logout, minted tokens for other products, turned on two-
// factor and edited documents. Whatever grant it uses, it now only ever holds its product's tokens.
describeBackends(
  'a client bound to a product group only ever holds product tokens',
  (h) => {
    type Client = { id: string; secret: string };
    let card: Client;
    beforeAll(async () => {
      const ctx = await serviceContext(h().server);
      card = await createOAuthClient(ctx!, 'Card shop', 'ULTIMACARD');
    });
    const as = (client: Client) => ({ basic: client, ip: uniqueIp() });
    /** The password grant, as the bound client's product calls it: the whole answer. */
    const productLogin = (email: string) =>
      h().api.form(
        '/oauth/token',
        { grant_type: 'password', username: email, password: GOOD_PASSWORD },
        as(card),
      );
    const check = (token: string, client?: Client) =>
      h().api.form('/oauth/check_token', { token }, client ? as(client) : { ip: uniqueIp() });

    /** Calls every portal-only operation of the route table with `token`; answers by path. */
    async function portalOperations(token: string): Promise<Record<string, number>> {
      const statuses: Record<string, number> = {};
      for (const endpoint of ENDPOINTS.filter((e) => e.auth === 'bearer')) {
        const path = endpoint.path.replace(/\{[a-zA-Z]+\}/g, SOME_ID);
        const options = { token, ip: uniqueIp() };
        let res: ApiResponse;
        if (endpoint.method === 'GET') res = await h().api.get(path, options);
        else res = await h().api.json(endpoint.method, path, {}, options);
        statuses[`${endpoint.method} ${endpoint.path}`] = res.status;
      }
      return statuses;
    }
    const allRefused = (statuses: Record<string, number>) =>
      Object.fromEntries(Object.keys(statuses).map((key) => [key, 403]));

    it('password grant: a token of its group that every portal operation refuses, and nothing mints from', async () => {
      const user = await signedInUser(h().server, h().api);
      const own = await productLogin(user.email);
      expect(own.body.authentication_status).toBe('SUCCESS');
      const token = own.body.access_token as string;
      expect((await check(token, card)).body).toMatchObject({ active: true, application: 'ULTIMACARD' });
      expect((await h().api.get('/v1/user', { token })).body.data.email).toBe(user.email);

      const statuses = await portalOperations(token);
      expect(Object.keys(statuses).length).toBeGreaterThan(15);
      expect(statuses).toEqual(allRefused(statuses));
      // It buys no token for another product (or its own) through the exchange.
      for (const audience of ['ULTIMA', 'ULTIMACARD']) {
        const minted = await h().api.form(
          '/oauth/token',
          { grant_type: EXCHANGE, subject_token: token, subject_token_type: ACCESS_TOKEN, audience },
          { ip: uniqueIp() },
        );
        expect(minted.body.error).toBe('invalid_token');
      }
    });

    it('the owner’s portal logout ends it: check_token answers inactive', async () => {
      const user = await signedInUser(h().server, h().api);
      const own = (await productLogin(user.email)).body.access_token as string;
      // The product signing its own token out ends only its own; the portal logout ends it.
      const other = (await productLogin(user.email)).body.access_token as string;
      await h().api.delete('/oauth/token/revoke', { token: other });
      expect((await check(other, card)).status).toBe(401);
      expect((await check(own, card)).status).toBe(200);
      expect((await check(user.token)).status).toBe(200);

      await h().api.delete('/oauth/token/revoke', { token: user.token, ip: uniqueIp() });
      expect((await check(own, card)).body).toEqual({
        error: 'invalid_token',
        error_description: 'Token is not active',
      });
      expect((await h().api.get('/v1/user', { token: own })).status).toBe(401);
    });

    it('second-factor step and QR login: product tokens too', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const secret = await activateGoogle(h(), clock, user.token);

      const half = await productLogin(user.email);
      expect(half.body.authentication_status).toBe('TWO_FACTOR_AUTHENTICATION');
      const done = await h().api.form(
        '/oauth/token',
        { grant_type: 'oauth_token', oauth_token: half.body.access_token, otp: nextTotp(clock, secret) },
        as(card),
      );
      expect(done.body.authentication_status).toBe('SUCCESS');
      const second = done.body.access_token as string;
      expect((await check(second, card)).body.application).toBe('ULTIMACARD');
      let statuses = await portalOperations(second);
      expect(statuses).toEqual(allRefused(statuses));

      const browser = 'card-shop-browser-0001';
      const qr = await h().api.get('/oauth/qr/generate', { ...as(card), query: { browser } });
      const payload = qr.body.data.payload as string;
      expect(
        (await h().api.json('POST', '/v1/qr/approve', { code: payload }, { token: user.token })).status,
      ).toBe(200);
      const polled = await h().api.form(
        '/oauth/token',
        { grant_type: 'qr_code', code: payload, browser },
        as(card),
      );
      // The browser showing the QR is asked for the factor too; then it holds a product token.
      const qrDone = await h().api.form(
        '/oauth/token',
        { grant_type: 'oauth_token', oauth_token: polled.body.access_token, otp: nextTotp(clock, secret) },
        as(card),
      );
      const viaQr = qrDone.body.access_token as string;
      expect((await check(viaQr, card)).body.application).toBe('ULTIMACARD');
      statuses = await portalOperations(viaQr);
      expect(statuses).toEqual(allRefused(statuses));

      await h().api.delete('/oauth/token/revoke', { token: user.token, ip: uniqueIp() });
      expect((await check(second, card)).status).toBe(401);
      expect((await check(viaQr, card)).status).toBe(401);
    });

    it('token exchange: what a bound client mints from a portal session is its product’s, and refused too', async () => {
      const user = await signedInUser(h().server, h().api);
      const minted = await h().api.form(
        '/oauth/token',
        {
          grant_type: EXCHANGE,
          subject_token: user.token,
          subject_token_type: ACCESS_TOKEN,
          audience: 'ULTIMACARD',
        },
        as(card),
      );
      const token = minted.body.access_token as string;
      expect((await check(token, card)).body.application).toBe('ULTIMACARD');
      const statuses = await portalOperations(token);
      expect(statuses).toEqual(allRefused(statuses));
    });
  },
  { inProcess: true },
);
