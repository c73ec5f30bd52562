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

/*
 * React Aria's date picker (issue 20 item 10) is the passport form's alone, and fetched once that page
 * runs (components/verification/date-field.tsx): no page, the verification pages included, carries it
 * in its first load.
 */
const DATE_PICKER = /^(react-aria-components|react-aria|react-stately|@internationalized\/date)(\/|$)/;
const ALL_PAGES = walk(LOCALE_DIR);

describe("the date picker's packages", () => {
  const allFirstLoad = closure([...closure(ALL_PAGES, STATIC)].filter(isUseClient), STATIC);
  const importers = [
    ...walk(path.join(ROOT, 'app')),
    ...walk(path.join(ROOT, 'components')),
    ...walk(path.join(ROOT, 'lib')),
  ].filter((file) => specifiersOf(file, { dynamic: true }).some((specifier) => DATE_PICKER.test(specifier)));

  it('are imported by the passport date picker only', () => {
    expect(importers.map(relative)).toEqual(['components/verification/date-picker.tsx']);
  });

  it('are in no page’s first load, and the passport form reaches them on demand', () => {
    expect([...allFirstLoad].map(relative)).not.toContain('components/verification/date-picker.tsx');
    expect([...allFirstLoad].map(relative)).toContain('components/verification/date-field.tsx');
    expect([...closure([...allFirstLoad])].map(relative)).toContain(
      'components/verification/date-picker.tsx',
    );
  });
});
