import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sealData } from 'iron-session';

import { resetEnvForTests } from '../lib/env';
import { createPageCache, hashScripts, type PageCache } from './page-cache';

const sha = (text: string | Buffer) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const SECRET = 'test-session-secret-0123456789abcdefghijkl';

let staticDir: string;
let next: http.Server;
let entry: http.Server;
let base: string;
let renders: { url: string; shared: string | undefined; cookie: string | undefined }[] = [];
let failNextRender = false;

const PAGE = (body: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" integrity="sha256-AAA="></script>` +
  `<script src="/_next/static/chunks/b.js" async=""></script></head><body>${body}` +
  `<script>self.__next_f.push([1,"x"])</script></body></html>`;

beforeAll(async () => {
  process.env.SESSION_SECRET = SECRET;
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  resetEnvForTests();
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.mkdirSync(path.join(staticDir, 'chunks'));
  fs.writeFileSync(path.join(staticDir, 'chunks', 'b.js'), 'console.log("b")');
  const entryOf: { cache?: PageCache } = {};
  // Stands in for Next: answers what the entry hands on, and shows what it was asked.
  next = http.createServer((req, res) => {
    renders.push({
      url: req.url!,
      shared: req.headers['x-passport-render'] as string,
      cookie: req.headers.cookie,
    });
    if (failNextRender) {
      failNextRender = false;
      res.writeHead(307, { location: '/en' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE(`page ${req.url}`));
  });
  entry = http.createServer((req, res) => {
    const cache = entryOf.cache!;
    if (cache.admit(req)) {
      next.emit('request', req, res);
      return;
    }
    void cache.serve(req, res).then((served) => served || next.emit('request', req, res));
  });
  await new Promise<void>((resolve) => entry.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(entry.address() as AddressInfo).port}`;
  entryOf.cache = createPageCache({ origin: base, staticDir, secure: false });
});

afterAll(async () => {
  entry.closeAllConnections();
  await new Promise((resolve) => entry.close(resolve));
});

beforeEach(() => (renders = []));

describe('the page cache of the Node entry', () => {
  it('renders a public page once with nothing of the visitor, then serves it with a CSP of its scripts', async () => {
    const first = await fetch(`${base}/en/login?application=SMART&backUrl=http://x/y`, {
      headers: { cookie: 'referral=ABC; other=1' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-passport-page')).toBe('shared');
    expect(renders).toEqual([{ url: '/en/login', shared: 'shared', cookie: undefined }]);
    const html = await first.text();
    // The file Next gave no SRI hash gets one from its bytes, and the CSP allows exactly these scripts.
    expect(html).toContain(`integrity="${sha('console.log("b")')}"`);
    const csp = first.headers.get('content-security-policy')!;
    for (const hash of ['sha256-AAA=', sha('console.log("b")'), sha('self.__next_f.push([1,"x"])')]) {
      expect(csp).toContain(`'${hash}'`);
    }
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain('nonce');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.getSetCookie()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^application=SMART; Path=\//),
        expect.stringMatching(/^passport_page=/),
      ]),
    );

    const again = await fetch(`${base}/en/login`);
    expect(await again.text()).toBe(html);
    expect(renders).toHaveLength(1);
    const unchanged = await fetch(`${base}/en/login`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(unchanged.status).toBe(304);
  });

  it('keeps one copy per locale and per cookie consent, and one for every code of a mailed link', async () => {
    await fetch(`${base}/de/password/reset/abc`);
    await fetch(`${base}/de/password/reset/def`);
    await fetch(`${base}/de/password/reset/def`, { headers: { cookie: 'acceptCookiePolicy=true' } });
    expect(renders).toEqual([
      { url: '/de/password/reset/-', shared: 'shared', cookie: undefined },
      { url: '/de/password/reset/-', shared: 'shared', cookie: 'acceptCookiePolicy=true' },
    ]);
  });

  it('hands the visitor to Next when the page is theirs: signed in, a form outcome, another query', async () => {
    const session = await sealData(
      { token: 't', status: 'SUCCESS', expiresAt: Date.now() + 60_000 },
      { password: SECRET },
    );
    const anonymous = await sealData({ qrBinding: 'b' }, { password: SECRET });
    const cases: [string, RequestInit][] = [
      ['/en/registration', { headers: { cookie: `passport_token=${session}` } }],
      ['/en/registration', { headers: { cookie: 'passport_form=sealed' } }],
      ['/en/registration?info=1', {}],
      ['/en/registration', { headers: { rsc: '1' } }],
      ['/en/profile', {}],
    ];
    for (const [url, init] of cases) {
      const res = await fetch(`${base}${url}`, init);
      expect(res.headers.get('x-passport-page')).toBeNull();
    }
    // A session that holds no login (the QR login's browser binding) is still an anonymous visitor.
    expect(
      (
        await fetch(`${base}/en/registration`, { headers: { cookie: `passport_token=${anonymous}` } })
      ).headers.get('x-passport-page'),
    ).toBe('shared');
  });

  it('never believes a client that claims to be the entry rendering a page', async () => {
    const forged = { 'x-passport-own-render': 'guess', 'x-passport-render': 'shared' };
    await fetch(`${base}/it/profile`, { headers: forged });
    expect(renders).toEqual([{ url: '/it/profile', shared: undefined, cookie: undefined }]);
  });

  it('keeps nothing of a render that is no page, and asks again later', async () => {
    failNextRender = true;
    const res = await fetch(`${base}/fr/registration`, { redirect: 'manual' });
    expect(res.headers.get('x-passport-page')).toBeNull();
    expect(renders.map((r) => r.shared)).toEqual(['shared', undefined]);
  });
});

describe('hashScripts', () => {
  it('refuses a page whose script it cannot pin, so it is rendered per request instead', () => {
    const { complete } = hashScripts('<script src="/_next/static/chunks/missing.js"></script>', staticDir);
    expect(complete).toBe(false);
    expect(hashScripts('<script src="https://cdn.example/x.js"></script>', staticDir).complete).toBe(false);
    expect(hashScripts('<script src="/_next/static/../../etc/passwd"></script>', staticDir).complete).toBe(
      false,
    );
  });
});
