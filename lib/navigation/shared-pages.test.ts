import fs from 'node:fs';
import path from 'node:path';

import { sharedPageOf, sharedPagePath } from './shared-pages';
import { visitorCookies } from './visitor-cookies';

describe('pages shared by every anonymous visitor', () => {
  it('are the public pages of SPEC §2 in every locale, a mailed code as a placeholder', () => {
    expect(sharedPageOf('/en')).toEqual({ locale: 'en', route: '/' });
    expect(sharedPageOf('/ar/login')).toEqual({ locale: 'ar', route: '/login' });
    expect(sharedPageOf('/de/login/qr/')).toEqual({ locale: 'de', route: '/login/qr' });
    expect(sharedPageOf('/en/password/reset/Zx_9-q')).toEqual({ locale: 'en', route: '/password/reset/-' });
    expect(sharedPageOf('/en/confirmation/abc')).toEqual({ locale: 'en', route: '/confirmation/-' });
    expect(sharedPagePath({ locale: 'en', route: '/' })).toBe('/en');
    expect(sharedPagePath({ locale: 'fr', route: '/confirmation/-' })).toBe('/fr/confirmation/-');
  });

  it('never include pages of a signed-in user or unknown locales', () => {
    for (const path of [
      '/en/profile',
      '/en/profile/nowhere',
      '/en/choose-account',
      '/en/qr/abc',
      '/xx/login',
      '/',
    ]) {
      expect(sharedPageOf(path)).toBeNull();
    }
  });

  it('show one 404 page per locale for every path no route has, a code that is no code included', () => {
    for (const path of [
      '/en/nowhere',
      '/en/password/reset/a/b',
      '/en/confirmation/%3Cscript%3E',
      '/en/-/not-found',
    ]) {
      expect(sharedPageOf(path)).toEqual({ locale: 'en', route: '/-/not-found' });
    }
  });

  it('remember the address of a shared page for its forms, and the referral and application as SPEC §2 says', () => {
    const cookies = visitorCookies(
      '/en/login',
      new URLSearchParams('application=ultimafarm&backUrl=http://x/y&evil=1'),
    );
    expect(cookies.find((c) => c.name === 'application')).toMatchObject({ value: 'ULTIMAFARM', path: '/' });
    const context = cookies.find((c) => c.name === 'passport_page')!;
    expect(decodeURIComponent(context.value)).toBe(
      '/en/login?application=ultimafarm&backUrl=http%3A%2F%2Fx%2Fy',
    );
    expect(context).toMatchObject({ path: '/api', httpOnly: true });
    expect(visitorCookies('/en/profile', new URLSearchParams('referral=ABC'))).toEqual([
      expect.objectContaining({ name: 'referral', value: 'ABC', maxAge: 365 * 24 * 60 * 60 }),
    ]);
  });
});

describe('the route list the entry judges a 404 by', () => {
  it('names every page of app/[locale]', () => {
    const root = path.join(process.cwd(), 'app', '[locale]');
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'page.tsx') pages.push(path.relative(root, dir));
      }
    };
    walk(root);
    const unknown = pages
      .filter((dir) => !dir.includes('[...'))
      .map((dir) =>
        `/${dir
          .split(path.sep)
          .filter((segment) => segment && !/^\(.*\)$/.test(segment))
          .map((segment) => (/^\[.+\]$/.test(segment) ? 'Abc123' : segment))
          .join('/')}`.replace(/^\/$/, ''),
      )
      .filter((route) => sharedPageOf(`/en${route}`)?.route === '/-/not-found');
    expect(unknown).toEqual([]);
    expect(pages.length).toBeGreaterThan(20);
  });
});
