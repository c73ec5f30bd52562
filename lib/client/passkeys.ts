import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

import type { TAuthenticationResponse, TRegistrationResponse } from '../schemas/passkeys';
import { callApi } from './api';

/**
 * The browser half of the passkey ceremony. @simplewebauthn/browser is imported here only when a
 * passkey is used, so the login page's first load does not carry it. Its abort service cancels the
 * pending ceremony whenever a new one starts, so the e-mail field's conditional request and the
 * button never collide ("a request is already pending").
 */
const helper = () => import('@simplewebauthn/browser');

export type PasskeyOutcome =
  { ok: true; status: 'SUCCESS' | 'TWO_FACTOR_AUTHENTICATION' } | { ok: false; code: string | null };

/** Whether the e-mail field can offer passkeys (conditional mediation). */
export async function conditionalAvailable(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false;
  const probe = (PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  return probe ? probe().catch(() => false) : false;
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && !!window.PublicKeyCredential;
}

/**
 * A passkey sign-in: the challenge from the BFF (bound to this browser), the browser's prompt — in the
 * e-mail field's suggestions (`conditional`) or modal — and the assertion back. `null` code: the
 * person cancelled, or a newer request replaced this one.
 */
export async function signInWithPasskey(
  application: () => string | undefined,
  conditional: boolean,
): Promise<PasskeyOutcome> {
  const { startAuthentication } = await helper();
  const options = await callApi('/auth/passkey/options', { body: {} }, { silent: true });
  if (options.state === 'error') return { ok: false, code: options.errors[0]?.code ?? null };
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: conditional,
    });
  } catch (error) {
    // Replaced by a newer request: nothing to say. Otherwise the browser refused or the person
    // cancelled (the two look alike on purpose): `cancelled`.
    const replaced =
      (error as { name?: string }).name === 'AbortError' ||
      (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED';
    return { ok: false, code: replaced ? null : 'cancelled' };
  }
  const result = await callApi(
    '/auth/passkey',
    { body: { response: response as unknown as TAuthenticationResponse, application: application() } },
    { silent: true },
  );
  if (result.state === 'success') return { ok: true, status: result.data.status };
  const code = result.errors[0]?.code ?? null;
  // The portal no longer knows this credential: the password manager should stop offering it.
  if (code === 'not_found') await signalUnknown(response.id);
  return { ok: false, code };
}

/** Creates a passkey for the signed-in account (step-up answers open "Confirm it's you" first). */
export async function createPasskey(): Promise<{ ok: true } | { ok: false; code: string | null }> {
  const { startRegistration } = await helper();
  const options = await callApi('/passkeys/options', { body: {} });
  if (options.state === 'error') return { ok: false, code: options.errors[0]?.code ?? null };
  let response;
  try {
    response = await startRegistration({
      optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch {
    return { ok: false, code: null };
  }
  const added = await callApi('/passkeys/add', {
    body: { response: response as unknown as TRegistrationResponse },
  });
  return added.state === 'success' ? { ok: true } : { ok: false, code: added.errors[0]?.code ?? null };
}

type SignalApi = {
  signalUnknownCredential?: (options: { rpId: string; credentialId: string }) => Promise<void>;
};

/**
 * WebAuthn Signal API, where the browser has it: a removed or unknown passkey is one the password
 * manager should forget, so it stops offering a credential the portal refuses.
 */
export async function signalUnknown(credentialId: string): Promise<void> {
  const api = (typeof window !== 'undefined' ? window.PublicKeyCredential : undefined) as
    SignalApi | undefined;
  try {
    await api?.signalUnknownCredential?.({ rpId: window.location.hostname, credentialId });
  } catch {
    // Only a hint to the password manager: nothing to tell the person.
  }
}
