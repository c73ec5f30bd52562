import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import {
  insertPasskey,
  insertPasskeyChallenge,
  listPasskeys,
  spendPasskeyChallenge,
} from '../../db/queries/passkeys';
import { isUniqueViolation } from '../../db/unique-violation';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';
import { PASSKEY_CHALLENGE_TTL_MS, relyingParty, signedChallenge } from './relying-party';

/** An account keeps a handful of passkeys, not an unbounded list. */
export const MAX_PASSKEYS = 20;

/**
 * `POST /v1/passkeys/registration/options`: a discoverable credential with user verification, so it
 * alone signs in; the account's passkeys are excluded so one authenticator is not added twice.
 */
export async function startPasskeyRegistration(
  ctx: IdentityContext,
  session: BearerSession,
): Promise<PublicKeyCredentialCreationOptionsJSON & Record<string, unknown>> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  const existing = await listPasskeys(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS) throw new IdentityError('too_many_requests');
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const now = ctx.now();
  await insertPasskeyChallenge(ctx.db, {
    challenge_hash: sha256(options.challenge),
    purpose: 'register',
    user_id: user.id,
    browser_hash: null,
    created_at: now,
    expires_at: now + PASSKEY_CHALLENGE_TTL_MS,
    used_at: null,
  });
  return { ...options };
}

/** `POST /v1/passkeys/registration/verify`: the authenticator's answer to this account's challenge. */
export async function finishPasskeyRegistration(
  ctx: IdentityContext,
  session: BearerSession,
  input: { response: RegistrationResponseJSON; name?: string },
): Promise<{ id: string; name: string; createdAt: number; lastUsedAt: number | null }> {
  const { user } = session;
  await ctx.limits.consume('twoFa', user.id);
  const refused = () =>
    new IdentityError('invalid_confirmation_code', { description: 'Passkey not verified' });
  const challenge = signedChallenge(input.response.response.clientDataJSON);
  if (!challenge) throw refused();
  const now = ctx.now();
  const spent = await spendPasskeyChallenge(
    ctx.db,
    { challengeHash: sha256(challenge), purpose: 'register', userId: user.id },
    now,
  );
  if (!spent) throw refused();
  const rp = relyingParty(ctx);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verification.verified || !verification.registrationInfo) throw refused();
  const { credential } = verification.registrationInfo;
  const name = input.name?.trim() || defaultName(now);
  try {
    await insertPasskey(ctx.db, {
      id: credential.id,
      user_id: user.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
      name,
      created_at: now,
      last_used_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentityError('token_already_exists');
    throw error;
  }
  audit(ctx, 'passkey.added', { accountId: user.id });
  return { id: credential.id, name, createdAt: now, lastUsedAt: null };
}

/** A name the owner can change later: the day it was added. */
function defaultName(now: number): string {
  return `Passkey ${new Date(now).toISOString().slice(0, 10)}`;
}
