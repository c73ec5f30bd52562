import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/examples/'],
  // Build output and caches hold copies of package.json and modules; they are not the project's.
  modulePathIgnorePatterns: [
    '<rootDir>/.next/',
    '<rootDir>/bench/bare-next/.next/',
    '<rootDir>/.cache/',
    '<rootDir>/deploy/app/',
    '<rootDir>/dist/',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.js',
    // scripts/test-node24.mjs: the better-sqlite3 built for Node 24 (12.x's addon crashes there).
    ...(process.env.BETTER_SQLITE3_MODULE ? { '^better-sqlite3$': process.env.BETTER_SQLITE3_MODULE } : {}),
  },
  testTimeout: 30_000,
  // The storage and HTTP suites mostly wait on the servers and CLIs they start, so a worker per core (not
  // Jest's default of one fewer) about halves the run on a two-core machine.
  maxWorkers: '100%',
};

// ESM-only packages Jest (on Node 20) cannot require: let SWC compile them to CommonJS.
const ESM_ONLY_PACKAGES = [
  'kysely',
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  // file-type (upload sniffing) and its tokenizer chain.
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit',
  // iron-session (the BFF's session, reached by BFF tests through lib/bff/upstream.ts) and its chain.
  'iron-session',
  'iron-webcrypto',
  'cookie',
  // The OpenID provider (issue 23) and the RP library its tests sign in with.
  'oidc-provider',
  'jose',
  'openid-client',
  'oauth4webapi',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
}
