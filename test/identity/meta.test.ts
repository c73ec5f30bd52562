import fs from 'node:fs';
import path from 'node:path';

import { ENDPOINTS } from '../../lib/identity/http/routes';
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

describe('route table ↔ app/(identity)', () => {
  const root = path.join(__dirname, '../../app/(identity)');

  it('every endpoint has a route.ts taking its handlers from the table, and nothing else is served', () => {
    const byPath = new Map<string, string[]>();
    for (const e of ENDPOINTS) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e.method]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts') files.push(full);
      }
    };
    walk(root);
    const served = new Set<string>();
    for (const file of files) {
      // A dynamic segment `[id]` serves the template's `{id}`.
      const routePath = ('/' + path.relative(root, path.dirname(file)).split(path.sep).join('/')).replace(
        /\[([a-zA-Z]+)\]/g,
        '{$1}',
      );
      const source = fs.readFileSync(file, 'utf8');
      if (routePath.endsWith('[...path]')) {
        expect(source).toContain('notFoundHandler');
        continue;
      }
      const match = /export const \{ ([A-Z, ]+) \} = handlersFor\('([^']+)'\);/.exec(source);
      expect(match?.[2]).toBe(routePath);
      expect(match![1]!.split(', ').sort()).toEqual([...(byPath.get(routePath) ?? [])].sort());
      expect(source).toContain("export const runtime = 'nodejs';");
      expect(source).toContain("export const dynamic = 'force-dynamic';");
      served.add(routePath);
    }
    expect([...served].sort()).toEqual([...byPath.keys()].sort());
  });
});
