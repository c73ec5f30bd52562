import path from 'node:path';

import en from '../../messages/en.json';
import { closure, isUseClient, read, ROOT, walk } from '../../test/source-graph';
import { CLIENT_NAMESPACES, pickNamespaces, type ClientScope } from './client-namespaces';

/*
 * A client component whose namespace its layout does not hand over shows raw keys in the browser.
 * This derives, from the source, which namespaces the client components under each layout call, and
 * checks that the layout's list (client-namespaces.ts) holds them.
 */

const LOCALE_DIR = path.join(ROOT, 'app', '[locale]');

/** Each scope's folder: every file under it belongs to the deepest scope whose folder holds it. */
const SCOPE_DIRS: Record<ClientScope, string> = {
  shell: LOCALE_DIR,
  guest: path.join(LOCALE_DIR, '(guest)'),
  unlock: path.join(LOCALE_DIR, '(guest)', 'login', 'unlock'),
  notMe: path.join(LOCALE_DIR, '(guest)', 'not-me'),
  cancelDeletion: path.join(LOCALE_DIR, '(guest)', 'cancel-deletion'),
  landing: path.join(LOCALE_DIR, '(landing)'),
  account: path.join(LOCALE_DIR, '(account)'),
  verification: path.join(LOCALE_DIR, '(account)', 'profile', 'verification'),
  security: path.join(LOCALE_DIR, '(account)', 'profile', 'security'),
};

/** The scope whose layout wraps this one's: a nested provider repeats its parent's namespaces. */
const PARENT: Partial<Record<ClientScope, ClientScope>> = {
  guest: 'shell',
  unlock: 'shell',
  notMe: 'shell',
  cancelDeletion: 'shell',
  landing: 'shell',
  account: 'shell',
  verification: 'account',
  security: 'account',
};

/** A namespace-less useTranslations() or useMessages() needs the whole catalogue. */
const WHOLE_CATALOGUE = '*';

/** Top-level namespaces a module asks for: useTranslations('Errors.x') needs all of Errors. */
function namespacesOf(file: string): Set<string> {
  const text = read(file);
  const used = new Set<string>();
  for (const m of text.matchAll(/\buseTranslations\s*(?:<[^>()]*>)?\(\s*([^)]*?)\s*\)/g)) {
    const argument = m[1] ?? '';
    const literal = /^['"`]([^'"`$]*)['"`]$/.exec(argument)?.[1];
    if (argument === '') used.add(WHOLE_CATALOGUE);
    else if (literal === undefined)
      throw new Error(`${path.relative(ROOT, file)}: useTranslations(${argument}) is not a literal`);
    else used.add(literal.split('.')[0] ?? literal);
  }
  if (/\buseMessages\s*\(/.test(text)) used.add(WHOLE_CATALOGUE);
  return used;
}

// A module imported from a 'use client' module runs in the browser too, whatever its own directive.
const everySource = [...walk(path.join(ROOT, 'app')), ...walk(path.join(ROOT, 'components'))];
const clientModules = closure(everySource.filter(isUseClient));

function scopeOf(file: string): ClientScope {
  let best: ClientScope = 'shell';
  for (const [scope, dir] of Object.entries(SCOPE_DIRS) as [ClientScope, string][]) {
    if (file.startsWith(dir + path.sep) && dir.length > SCOPE_DIRS[best].length) best = scope;
  }
  return best;
}

const localeFiles = walk(LOCALE_DIR);

/** Namespace → the client modules that use it, for every client module a scope's files reach. */
function clientNamespacesOf(scope: ClientScope): Map<string, string[]> {
  const entries = localeFiles.filter((file) => scopeOf(file) === scope);
  const used = new Map<string, string[]>();
  for (const file of closure(entries)) {
    if (!clientModules.has(file)) continue;
    for (const namespace of namespacesOf(file)) {
      used.set(namespace, [...(used.get(namespace) ?? []), path.relative(ROOT, file)]);
    }
  }
  return used;
}

describe('the messages each layout hands to the browser', () => {
  it.each(Object.keys(SCOPE_DIRS) as ClientScope[])(
    'the %s scope gives every namespace its client components use',
    (scope) => {
      const provided = new Set<string>(CLIENT_NAMESPACES[scope]);
      const missing = [...clientNamespacesOf(scope)]
        .filter(([namespace]) => !provided.has(namespace))
        .map(([namespace, files]) => `${namespace} (${files.join(', ')})`);
      expect(missing).toEqual([]);
    },
  );

  it('finds the namespaces in the source it scans', () => {
    // Guards the scan itself: were the patterns to stop matching, every scope would pass vacuously.
    expect([...clientNamespacesOf('guest').keys()]).toEqual(expect.arrayContaining(['Login', 'Errors']));
    expect([...clientNamespacesOf('shell').keys()]).toEqual(
      expect.arrayContaining(['CookieBanner', 'Header']),
    );
    // status-badge.tsx has no directive of its own; client modules import it.
    expect(clientModules.has(path.join(ROOT, 'components', 'verification', 'status-badge.tsx'))).toBe(true);
  });

  it('each scope is wired into its layout', () => {
    for (const [scope, dir] of Object.entries(SCOPE_DIRS)) {
      expect(read(path.join(dir, 'layout.tsx'))).toContain(`scope="${scope}"`);
    }
  });

  it('lists only namespaces the catalogue has, and picks exactly those', () => {
    for (const scope of Object.keys(CLIENT_NAMESPACES) as ClientScope[]) {
      const picked = pickNamespaces(en, scope);
      expect(Object.keys(picked).sort()).toEqual([...new Set(CLIENT_NAMESPACES[scope])].sort());
      for (const value of Object.values(picked)) expect(value).toBeDefined();
    }
  });

  it.each(Object.keys(SCOPE_DIRS) as ClientScope[])(
    'the %s scope gives nothing beyond what its client components and its parent scope use',
    (scope) => {
      const parent = PARENT[scope];
      const needed = new Set<string>([
        ...clientNamespacesOf(scope).keys(),
        ...(parent ? CLIENT_NAMESPACES[parent] : []),
      ]);
      expect(CLIENT_NAMESPACES[scope].filter((namespace) => !needed.has(namespace))).toEqual([]);
    },
  );
});
