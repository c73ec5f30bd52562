import 'server-only';

import { sealData, unsealData } from 'iron-session';
import { headers } from 'next/headers';

import { env } from '../env';
import { FORM_STATE_COOKIE, FORM_STATE_HEADER, hostCookie } from '../http/cookie-names';
import type { BffFormPath, BffUploadPath } from '../schemas/bff';
import { ZFormStateSchema, type TFormState } from '../schemas/form-state';

const FORM_STATE_TTL_S = 120;

export async function sealFormState(state: TFormState): Promise<string> {
  return sealData(state, { password: env().SESSION_SECRET, ttl: FORM_STATE_TTL_S });
}

export const formStateCookie = {
  name: (secure: boolean) => hostCookie(FORM_STATE_COOKIE, secure),
  options: (secure: boolean) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/',
    maxAge: FORM_STATE_TTL_S,
  }),
};

/**
 * "Download my data" is a GET (a file, not a contract call); sent without JavaScript, its refusal comes
 * back to the page under this name like a form's (lib/bff/account-export.ts).
 */
export const EXPORT_FORM = '/account/export';

/** The outcome of `path`'s form posted before hydration, if this page request carries one. */
export async function readFormState(
  path: BffFormPath | BffUploadPath | typeof EXPORT_FORM,
): Promise<TFormState | null> {
  const sealed = (await headers()).get(FORM_STATE_HEADER);
  if (!sealed) return null;
  try {
    const parsed = ZFormStateSchema.safeParse(
      await unsealData(sealed, { password: env().SESSION_SECRET, ttl: FORM_STATE_TTL_S }),
    );
    return parsed.success && parsed.data.form === path ? parsed.data : null;
  } catch {
    return null;
  }
}
