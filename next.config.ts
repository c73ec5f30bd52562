import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: __dirname },
  // `npm run typecheck` (the first step of `npm test`) checks every file, tests included; the build
  // does not type-check a second time.
  typescript: { ignoreBuildErrors: true },
  // Native and server-only packages stay outside the bundle.
  serverExternalPackages: [
    'better-sqlite3',
    '@node-rs/argon2',
    'pino',
    'nodemailer',
    'pg',
    'ioredis',
    'sharp',
  ],
  async headers() {
    // /api/go sets its own, stricter headers: the token rides in its Location.
    return [{ source: '/((?!api/go).*)', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
