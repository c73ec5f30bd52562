import { ENDPOINTS, isIdentityPath } from '../../lib/identity/http/routes';
import { PRODUCT_GROUPS } from '../../lib/products';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';

describeBackends('config, countries, captcha, OpenAPI and unknown routes', (h) => {
  it('GET /config answers the public fields only', async () => {
    const res = await h().api.get('/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      authClientId: 'passport-portal',
      domainOauth: expect.any(String),
      domainPassportRest: expect.any(String),
      domainCdn: expect.any(String),
      twoFaBot: null,
      googleApiKey: null,
      recaptcha: null,
      captcha: 'altcha',
      registrationWithoutReferral: 'true',
      supportEmail: 'support@example.com',
      backUrls: Object.fromEntries(PRODUCT_GROUPS.map((g) => [g, expect.stringMatching(/^https?:\/\//)])),
    });
    expect(JSON.stringify(res.body)).not.toContain(h().server.clientSecret);
  });

  it('GET /v1/countries/* names 249 ISO codes in the X-Locale language, sorted', async () => {
    const en = await h().api.get('/v1/countries/registration');
    expect(en.body.data).toHaveLength(249);
    expect(en.body.data).toContainEqual({ code: 'DE', label: 'Germany' });
    const de = await h().api.get('/v1/countries/verification', { headers: { 'x-locale': 'de' } });
    expect(de.body.data).toContainEqual({ code: 'DE', label: 'Deutschland' });
    const labels = de.body.data.map((c: { label: string }) => c.label);
    expect([...labels].sort(new Intl.Collator('de').compare)).toEqual(labels);
    const unknown = await h().api.get('/v1/countries/registration', { headers: { 'x-locale': 'xx' } });
    expect(unknown.body.data).toEqual(en.body.data);
  });

  it('GET /v1/captcha/challenge issues a signed, expiring ALTCHA challenge', async () => {
    const res = await h().api.get('/v1/captcha/challenge', { ip: uniqueIp() });
    expect(res.body.data).toMatchObject({
      parameters: { algorithm: 'SHA-256', expiresAt: expect.any(Number), keyPrefix: expect.any(String) },
      signature: expect.any(String),
    });
    expect(res.body.data.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('GET /v1/openapi.json documents every endpoint as OpenAPI 3.1', async () => {
    const res = await h().api.get('/v1/openapi.json');
    expect(res.body.openapi).toBe('3.1.0');
    for (const endpoint of ENDPOINTS) {
      expect(res.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()]).toBeDefined();
    }
    const registration =
      res.body.paths['/v1/registration'].post.requestBody.content['application/json'].schema;
    expect(registration.required).toEqual(
      expect.arrayContaining(['email', 'firstName', 'lastName', 'nationalityId', 'password']),
    );
    expect(
      res.body.paths['/oauth/token'].post.requestBody.content['application/x-www-form-urlencoded'],
    ).toBeDefined();
  });

  it('unknown paths under /v1 answer 404 not_found; a known path with another method 405', async () => {
    const res = await h().api.get('/v1/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'not_found' }] });
    expect((await h().api.delete('/v1/user')).status).toBe(405);
  });
});

describe('the one front door', () => {
  it('answers every path of the route table and leaves pages and the BFF to Next', () => {
    for (const endpoint of ENDPOINTS) expect(isIdentityPath(endpoint.path)).toBe(true);
    for (const path of ['/v1/nothing', '/oauth/nothing', '/admin/v1/nothing', '/config']) {
      expect(isIdentityPath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/en',
      '/en/login',
      '/api/config',
      '/api/auth/login',
      '/configuration',
      '/docs/x',
    ]) {
      expect(isIdentityPath(path)).toBe(false);
    }
  });
});
