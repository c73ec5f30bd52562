import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';

import { audit } from '../../audit/audit';
import { sha256 } from '../../crypto/random-token';
import {
  findPasskey,
  insertPasskeyChallenge,
  recordPasskeyUse,
  spendPasskeyChallenge,
} from '../../db/queries/passkeys';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { issueAccessToken, type TokenAnswer } from '../sign-in/issue-access-token';
import { parseApplication } from '../tokens/applications';
import { PASSKEY_CHALLENGE_TTL_MS, relyingParty, signedChallenge } from './relying-party';

/**
 * `POST /v1/passkeys/authentication/options`: a challenge for any of the portal's passkeys (the
 * browser offers the discoverable ones it holds), bound to the browser that asked through the value
 * the BFF keeps in its session — an assertion carried to another browser finds no challenge there.
 */
export async function startPasskeySignIn(
  ctx: IdentityContext,
  input: { browser: string; ip: string },
): Promise<PublicKeyCredentialRequestOptionsJSON & Record<string, unknown>> {
  await ctx.limits.consume('token', input.ip);
  const rp = relyingParty(ctx);
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  const now = ctx.now();
  await insertPasskeyChallenge(ctx.db, {
    challenge_hash: sha256(options.challenge),
    purpose: 'authenticate',
    user_id: null,
    browser_hash: sha256(input.browser),
    created_at: now,
    expires_at: now + PASSKEY_CHALLENGE_TTL_MS,
    used_at: null,
  });
  return { ...options };
}

export type PasskeySignInInput = {
  clientId: string;
  browser: string;
  response: AuthenticationResponseJSON;
  application?: string;
  productClient: boolean;
  ip: string;
  /** The signing-in browser's User-Agent: the device the security centre lists. */
  userAgent?: string | null;
};

/**
 * `POST /v1/passkeys/authentication/verify`: a verified assertion is both factors at once (the device
 * and its fingerprint or PIN), so it ends where a password login with its second factor ends — a
 * SUCCESS token with a step-up proof and a trusted-device token, for the portal or the linked product
 * named. The password lock does not hold it back: the lock guards against password guessing, and no
 * password is involved. An unknown credential is `not_found`, so the page can tell the browser to
 * forget it (WebAuthn Signal API); every other refusal is `bad_credentials`.
 */
export async function finishPasskeySignIn(
  ctx: IdentityContext,
  input: PasskeySignInInput,
): Promise<TokenAnswer> {
  await ctx.limits.consume('token', input.ip);
  const application = parseApplication(input.application);
  const refused = () => new IdentityError('bad_credentials', { description: 'Passkey not accepted' });
  const challenge = signedChallenge(input.response.response.clientDataJSON);
  if (!challenge) throw refused();
  const now = ctx.now();
  // Spent before anything else is checked: a challenge serves one try, right or wrong.
  const spent = await spendPasskeyChallenge(
    ctx.db,
    { challengeHash: sha256(challenge), purpose: 'authenticate', browserHash: sha256(input.browser) },
    now,
  );
  if (!spent) throw refused();
  const passkey = await findPasskey(ctx.db, input.response.id);
  if (!passkey) {
    audit(ctx, 'login.failure', { accountId: null, reason: 'passkey_unknown', method: 'passkey' });
    throw new IdentityError('not_found', { description: 'Unknown passkey' });
  }
  const rp = relyingParty(ctx);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: passkey.transports
          ? (JSON.parse(passkey.transports) as AuthenticatorTransport[])
          : undefined,
      },
    });
  } catch {
    verification = { verified: false } as typeof verification;
  }
  if (!verification.verified) {
    audit(ctx, 'login.failure', { accountId: passkey.user_id, reason: 'bad_credentials', method: 'passkey' });
    throw refused();
  }
  const used = await recordPasskeyUse(
    ctx.db,
    { id: passkey.id, counter: Number(passkey.counter) },
    verification.authenticationInfo.newCounter,
    now,
  );
  if (!used) throw refused();
  const answer = await issueAccessToken(ctx, {
    userId: passkey.user_id,
    clientId: input.clientId,
    application: application ?? null,
    ip: input.ip,
    secondFactorDone: true,
    trustDevice: true,
    passwordProved: true,
    productClient: input.productClient,
    signIn: { method: 'passkey', userAgent: input.userAgent ?? null },
  });
  audit(ctx, 'login.success', { accountId: passkey.user_id, method: 'passkey' });
  return answer;
}
