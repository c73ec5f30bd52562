import 'server-only';

import { redirect } from 'next/navigation';
import { cache } from 'react';

import type { BffResult } from '../schemas/bff-result';
import type { TCountryList } from '../schemas/countries';
import type { TDocument } from '../schemas/documents';
import type { TProfile, TSponsor } from '../schemas/profile';
import type { PublicConfig } from '../schemas/public-config';
import type { TSessionList, TSignInHistory } from '../schemas/sessions';
import type { TTwoFaOverview } from '../schemas/two-fa';
import { UPSTREAM } from '../schemas/upstream';
import type { TVerificationSummary } from '../schemas/verification';
import { requestContext } from './request-context';
import { sessionToken } from './session';
import { callUpstream } from './upstream';

const CONFIG_TTL_MS = 60_000;
let configCache: { at: number; value: PublicConfig } | undefined;

/** The public config (SPEC §3), kept for a minute: it changes only when the operator restarts. */
export async function getPublicConfig(): Promise<BffResult<PublicConfig>> {
  if (configCache && Date.now() - configCache.at < CONFIG_TTL_MS) {
    return { state: 'success', data: configCache.value };
  }
  // The contract's schema keeps the public fields only: an upstream's client secret never passes.
  const result = await callUpstream(UPSTREAM.config, { ctx: await requestContext() });
  if (result.state === 'error') return { ...result, errors: [{ code: 'config_not_found' }] };
  configCache = { at: Date.now(), value: result.data };
  return result;
}

/**
 * A token the upstream no longer accepts (a password changed on another device, an operator's revoke): the
 * browser goes through /api/session/clear to the login. Every read of the viewer's data does this itself,
 * because on an in-app navigation only the page is rendered again, not the layouts that used to check.
 */
async function sessionEnded(): Promise<never> {
  redirect(`/api/session/clear?next=/${(await requestContext()).locale}/login`);
}

/** Ends the render at the login when any of these reads found the session gone. */
async function unlessSessionEnded(...results: BffResult<unknown>[]): Promise<void> {
  if (results.some((result) => result.state === 'error' && result.effects.unauthorized)) await sessionEnded();
}

/** Who is looking at the page, as the layouts need it; never holds the token. */
export type Viewer =
  { kind: 'anonymous' } | { kind: 'user'; profile: TProfile } | { kind: 'error'; code: 'profile_not_found' };

/** The viewer of this render: one session read and one upstream call per request (React cache). */
export const getViewer = cache(async (): Promise<Viewer> => {
  const token = await sessionToken();
  if (!token) return { kind: 'anonymous' };
  const profile = await callUpstream(UPSTREAM.user, { ctx: await requestContext(), auth: { bearer: token } });
  await unlessSessionEnded(profile);
  if (profile.state === 'error') return { kind: 'error', code: 'profile_not_found' };
  return { kind: 'user', profile: profile.data };
});

/**
 * The verification summary behind the sidebar's indicator (SPEC §4): asked only by the layout that
 * shows it, once per render, in parallel with the viewer. Empty when it could not be read: the
 * indicator then says what the profile alone says.
 */
export const getVerificationSummary = cache(async (): Promise<TVerificationSummary> => {
  const summary = await callUpstream(UPSTREAM.verifications, { ctx: await requestContext(), auth: 'user' });
  return summary.state === 'success' ? summary.data : [];
});

/** Every verification document of the viewer (SPEC §3), for the verification pages; once per render. */
export const getDocuments = cache(async (): Promise<BffResult<TDocument[]>> => {
  const documents = await callUpstream(UPSTREAM.documents, {
    ctx: await requestContext(),
    auth: 'user',
    query: {},
  });
  await unlessSessionEnded(documents);
  return documents;
});

/** The verification forms' country list, labelled in the page's language (SPEC §3 Country). */
export async function getVerificationCountries(): Promise<BffResult<TCountryList>> {
  return callUpstream(UPSTREAM.countriesVerification, { ctx: await requestContext() });
}

/** SPEC §7 `countries/registration`: the sign-up list, labelled in the page's language. */
export async function getRegistrationCountries(): Promise<BffResult<TCountryList>> {
  return callUpstream(UPSTREAM.countriesRegistration, { ctx: await requestContext() });
}

/** The sponsor behind an invite code, or the code of why there is none. */
export async function getSponsor(inviteCode: string): Promise<BffResult<TSponsor>> {
  return callUpstream(UPSTREAM.referralInfo, { ctx: await requestContext(), query: { inviteCode } });
}

/**
 * Where the security pages stand (SPEC §2 Security, §7 /v1/two-fa): the active method, the methods
 * offered, and active ones that can only be turned off. Asked once per render.
 */
export const getTwoFaOverview = cache(async (): Promise<BffResult<TTwoFaOverview>> => {
  const ctx = await requestContext();
  const [tokens, available, onlyDeactivate] = await Promise.all([
    callUpstream(UPSTREAM.twoFaTokens, { ctx, auth: 'user' }),
    callUpstream(UPSTREAM.twoFaAvailable, { ctx, auth: 'user' }),
    callUpstream(UPSTREAM.twoFaOnlyDeactivate, { ctx, auth: 'user' }),
  ]);
  await unlessSessionEnded(tokens, available, onlyDeactivate);
  if (tokens.state === 'error') return tokens;
  if (available.state === 'error') return available;
  if (onlyDeactivate.state === 'error') return onlyDeactivate;
  return {
    state: 'success',
    data: {
      active: tokens.data.tokens[0]?.tokenType ?? null,
      available: available.data.types,
      onlyDeactivate: onlyDeactivate.data.types,
    },
  };
});

/** The devices signed in to the account (security centre), for the devices page; once per render. */
export const getSessions = cache(async (): Promise<BffResult<TSessionList>> => {
  return callUpstream(UPSTREAM.sessions, { ctx: await requestContext(), auth: 'user' });
});

/** The account's sign-in history (security centre), for the history page; once per render. */
export const getSignInHistory = cache(async (): Promise<BffResult<TSignInHistory>> => {
  return callUpstream(UPSTREAM.signIns, { ctx: await requestContext(), auth: 'user' });
});
