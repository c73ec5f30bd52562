import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { SECURITY_HEADERS } from './lib/http/security-headers';
import SERVER_EXTERNAL_PACKAGES from './server-external-packages.json';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The container ships `.next/standalone` (only the files the server needs) with the Node entry beside it.
  output: 'standalone',
  // Test output never ships with the server (the data directory is removed by scripts/build-server.mjs).
  outputFileTracingExcludes: {
    '*': ['data/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'bench/**', 'e2e/**', 'test/**'],
  },
  reactStrictMode: true,
  // Every script tag carries its hash, so a page served from the entry's page cache can allow exactly
  // its own chunks in a hash-based CSP ('strict-dynamic' trusts what they load).
  experimental: { sri: { algorithm: 'sha256' } },
  turbopack: { root: __dirname },
  // `npm run typecheck` (the first step of `npm test`) checks every file, tests included; the build
  // does not type-check a second time.
  typescript: { ignoreBuildErrors: true },
  // Native and server-only packages stay outside the bundle (the Node entry's bundle too).
  serverExternalPackages: [...SERVER_EXTERNAL_PACKAGES],
  async headers() {
    // /api/go sets its own, stricter headers: the token rides in its Location.
    return [{ source: '/((?!api/go).*)', headers: [...SECURITY_HEADERS] }];
  },
};

export default withNextIntl(nextConfig);
