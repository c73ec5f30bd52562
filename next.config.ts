import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { SECURITY_HEADERS } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: __dirname },
  // `npm run typecheck` (the first step of `npm test`) checks every file, tests included; the build
  // does not type-check a second time.
  typescript: { ignoreBuildErrors: true },
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: ['better-sqlite3', '@node-rs/argon2', 'pino', 'nodemailer', 'pg', 'ioredis'],
  async headers() {
    // /api/go sets its own, stricter headers: the token rides in its Location.
    return [{ source: '/((?!api/go).*)', headers: [...SECURITY_HEADERS] }];
  },
};

export default withNextIntl(nextConfig);
