import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

// Security issue: a linked product receives a token of its own, bound to it — never the portal's session.
describeBackends('product-scoped tokens (token exchange)', (h) => {
  const exchange = (subject: string, audience = 'ULTIMACARD') =>
    h().api.form(
      '/oauth/token',
      { grant_type: EXCHANGE, subject_token: subject, subject_token_type: ACCESS_TOKEN, audience },
      { ip: uniqueIp() },
    );

  it('gives a product a token check_token names it by, that reads the profile and nothing else', async () => {
    const user = await signedInUser(h().server, h().api);
    const res = await exchange(user.token, 'ultimacard');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      authentication_status: 'SUCCESS',
      issued_token_type: ACCESS_TOKEN,
    });
    expect(res.body.device_token).toBeUndefined();
    const product = res.body.access_token as string;
    expect(product).not.toBe(user.token);

    const check = await h().api.form('/oauth/check_token', { token: product });
    expect(check.body).toMatchObject({ active: true, application: 'ULTIMACARD', user_name: user.email });
    expect((await h().api.get('/v1/user', { token: product })).body.data.email).toBe(user.email);

    // The portal's own operations refuse it.
    const refused = [
      await h().api.json(
        'PUT',
        '/v1/password',
        { password: user.password, newPassword: 'N3w-pass!' },
        { token: product },
      ),
      await h().api.json('POST', '/v1/qr/approve', { code: 'whatever' }, { token: product }),
      await h().api.get('/oauth/application/redirect_url', {
        token: product,
        query: { application: 'ULTIMACARD', requestedUrl: 'http://localhost:4000/ultimacard' },
      }),
    ];
    for (const answer of refused) expect(answer.status).toBe(403);
    // Nor can it buy tokens for other products.
    expect((await exchange(product, 'ULTIMA')).body.error).toBe('invalid_token');
  });

  it('never outlives the session, dies with the portal logout, and a product logging out ends only its own', async () => {
    const user = await signedInUser(h().server, h().api);
    const first = await exchange(user.token);
    const second = await exchange(user.token, 'SMART');
    const session = await h().api.form('/oauth/check_token', { token: user.token });
    const product = await h().api.form('/oauth/check_token', { token: first.body.access_token });
    expect(product.body.exp).toBeLessThanOrEqual(session.body.exp);

    // A product signing out ends its own token only.
    await h().api.delete('/oauth/token/revoke', { token: first.body.access_token });
    expect((await h().api.form('/oauth/check_token', { token: first.body.access_token })).status).toBe(401);
    expect((await h().api.form('/oauth/check_token', { token: user.token })).status).toBe(200);
    expect((await h().api.form('/oauth/check_token', { token: second.body.access_token })).status).toBe(200);

    // The portal's logout ends every product's token with it.
    await h().api.delete('/oauth/token/revoke', { token: user.token });
    expect((await h().api.form('/oauth/check_token', { token: second.body.access_token })).status).toBe(401);
    expect((await exchange(user.token)).body.error).toBe('invalid_token');
  });

  it('refuses an unknown application and a malformed exchange', async () => {
    const user = await signedInUser(h().server, h().api);
    expect((await exchange(user.token, 'MARS')).body.error).toBe('unsupported_application');
    const malformed = await h().api.form(
      '/oauth/token',
      { grant_type: EXCHANGE, subject_token: user.token, subject_token_type: 'id_token', audience: 'ULTIMA' },
      { ip: uniqueIp() },
    );
    expect(malformed.body.error).toBe('invalid_request');
  });
});
