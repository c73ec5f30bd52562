import 'server-only';

import { headers } from 'next/headers';
import { cache } from 'react';

import { clientAddress } from '../client-address';
import { env } from '../env';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import type { Profile, PublicConfig, VerificationSummaryItem, Viewer } from '../types/api';
import { verificationPercent } from '../verification-percent';
import { failure, type BffResult } from './normalise';
import { toPublicConfig } from './public-config';
import { readSession } from './session';
import { isLoggedIn } from './session-options';
import { callUpstream } from './upstream';

const CONFIG_TTL_MS = 60_000;
let configCache: { at: number; value: PublicConfig } | undefined;

async function requestLocale(): Promise<string> {
  const h = await headers();
  const locale = h.get('x-next-intl-locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

async function requestClient() {
  const h = await headers();
  return {
    clientIp: clientAddress(h.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS),
    userAgent: h.get('user-agent') ?? undefined,
  };
}

/** The public config (SPEC §3), kept for a minute: it changes only when the operator restarts. */
export async function getPublicConfig(): Promise<BffResult<PublicConfig>> {
  if (configCache && Date.now() - configCache.at < CONFIG_TTL_MS) {
    return { state: 'success', data: configCache.value };
  }
  const result = await callUpstream<unknown>({ path: '/config', locale: await requestLocale() });
  if (result.state === 'error') return result;
  const config = toPublicConfig(result.data);
  if (!config) return failure('config_not_found');
  configCache = { at: Date.now(), value: config };
  return { state: 'success', data: config };
}

/** The access token of a logged-in session, or null. Server-side only. */
export async function sessionToken(): Promise<string | null> {
  const session = await readSession();
  return isLoggedIn(session) ? session.token! : null;
}

export type ViewerResult = Viewer | { kind: 'expired' } | { kind: 'error'; code: string };

/**
 * Who is looking at the page. A revoked or expired token answers 'expired' so the page can send the
 * browser through /api/session/clear (cookies cannot be changed while rendering).
 */
export const getViewer = cache(async (): Promise<ViewerResult> => {
  const token = await sessionToken();
  if (!token) return { kind: 'anonymous' };
  const locale = await requestLocale();
  const client = await requestClient();
  const [profile, summary] = await Promise.all([
    callUpstream<Profile>({ path: '/v1/user', auth: { bearer: token }, locale, ...client }),
    callUpstream<VerificationSummaryItem[] | { items?: VerificationSummaryItem[] }>({
      path: '/v1/verifications',
      auth: { bearer: token },
      locale,
      ...client,
    }),
  ]);
  if (profile.state === 'error') {
    if (profile.effects.unauthorized) return { kind: 'expired' };
    return { kind: 'error', code: 'profile_not_found' };
  }
  const items =
    summary.state === 'success'
      ? Array.isArray(summary.data)
        ? summary.data
        : (summary.data?.items ?? [])
      : [];
  return {
    kind: 'user',
    profile: profile.data,
    verificationPercent: verificationPercent(items, profile.data),
  };
});

export type CountryOption = { code: string; label: string };

/** SPEC §7 `countries/registration`: the sign-up list, labelled in the page's language. */
export async function getRegistrationCountries(): Promise<BffResult<CountryOption[]>> {
  return callUpstream<CountryOption[]>({ path: '/v1/countries/registration', locale: await requestLocale() });
}

/** The sponsor behind an invite code, or the code of why there is none. */
export async function getSponsor(
  inviteCode: string,
): Promise<BffResult<{ firstName: string; lastName: string }>> {
  return callUpstream({
    path: '/v1/user/referral/info',
    query: { inviteCode },
    locale: await requestLocale(),
    ...(await requestClient()),
  });
}
