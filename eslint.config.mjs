import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Layers (DESIGN §1): web → BFF →(HTTP)→ identity service. The zones make the direction machine-checked.
const layerZones = [
  // Server components may read the session through the BFF's DAL; the browser never sees the token.
  {
    target: './app/[locale]',
    from: ['./lib/identity'],
    message: 'Pages reach the identity service through the BFF.',
  },
  {
    target: './components',
    from: ['./lib/identity', './lib/bff', './app'],
    message: 'Components never reach servers directly.',
  },
  {
    target: './lib/client',
    from: ['./lib/identity', './lib/bff'],
    message: 'The browser client talks to /api only.',
  },
  {
    target: './app/api',
    from: ['./lib/identity'],
    message: 'The BFF reaches the identity service over HTTP.',
  },
  {
    target: './lib/bff',
    from: ['./lib/identity', './app', './components'],
    message: 'The BFF reaches the identity service over HTTP.',
  },
  {
    target: './lib/identity',
    from: ['./app', './components', './lib/bff', './lib/client'],
    message: 'The identity service never imports the web or the BFF.',
  },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Where Next's configs define the import plugin (a .cjs script is plain Node, outside the layers).
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      // A full page load after a session change is deliberate: server layouts must render anew.
      '@next/next/no-location-assign-relative-destination': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Playwright fixtures take a `use` callback that is no React hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  {
    ignores: [
      '.next/**',
      'bench/*/.next/**',
      'node_modules/**',
      'data/**',
      'dist/**',
      'examples/**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
