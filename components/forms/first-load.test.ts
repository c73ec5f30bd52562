import path from 'node:path';

import { closure, isUseClient, ROOT, specifiersOf, walk } from '../../test/source-graph';

/*
 * Zod and its resolver were about a fifth of the sign-in pages' JavaScript; forms now fetch them on
 * their first focus (lazy-resolver.ts). This keeps a static import from bringing them back into the
 * first load of the pages a visitor meets before signing in.
 */

const LOCALE_DIR = path.join(ROOT, 'app', '[locale]');
const PUBLIC_PAGES = [
  ...walk(LOCALE_DIR).filter((file) => path.dirname(file) === LOCALE_DIR),
  ...walk(path.join(LOCALE_DIR, '(guest)')),
  ...walk(path.join(LOCALE_DIR, '(landing)')),
];
const LAZY_PACKAGES = /^(zod|@hookform\/resolvers|@simplewebauthn\/browser)(\/|$)/;

const STATIC = { dynamic: false };
/** Client components the pages render, and everything those import without `import()`. */
const firstLoad = closure([...closure(PUBLIC_PAGES, STATIC)].filter(isUseClient), STATIC);
const relative = (file: string) => path.relative(ROOT, file);

describe('the first load of the pages before sign-in', () => {
  it('holds no zod, no schema resolver and no WebAuthn helper: each is imported when first used', () => {
    const offenders = [...firstLoad]
      .filter((file) => specifiersOf(file, STATIC).some((specifier) => LAZY_PACKAGES.test(specifier)))
      .map(relative);
    expect(offenders).toEqual([]);
  });

  it('sees the forms and the schemas they fetch later', () => {
    // Guards the scan itself: were it to stop finding modules, the check above would pass vacuously.
    expect([...firstLoad].map(relative)).toEqual(
      expect.arrayContaining(['components/auth/login-form.tsx', 'components/forms/use-contract-form.tsx']),
    );
    const later = closure([...firstLoad]);
    expect([...later].map(relative)).toContain('lib/schemas/login.ts');
    expect(specifiersOf(path.join(ROOT, 'lib/schemas/login.ts'), STATIC)).toContain('zod');
  });
});
