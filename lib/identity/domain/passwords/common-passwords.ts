import { dictionary } from '@zxcvbn-ts/language-common';

import { validationError } from '../../identity-error';

/*
 * Issue 22: passwords that SPEC §5's rules accept but that attackers try first. The list is zxcvbn's
 * 49,000 most common passwords from public breaches (lower case), bundled with the service: no network.
 * A rule-meeting password is usually such a word dressed up ("Kx7!vRq2m", "Dragon2024$"), so the check
 * also undoes the usual dressing: case, look-alike digits and symbols, and digits or symbols tacked on
 * at either end.
 */

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  // Built on first use: the set costs a few MiB, and a service that never sets a password never needs it.
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common;
}

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

// A core shorter than this is a name or a syllable ("tom", "abc"), not a recognisable password.
const MIN_CORE_LENGTH = 4;

function candidates(password: string): string[] {
  const lower = password.toLowerCase();
  const plain = lower.replace(/[013457@$!]/g, (c) => LOOK_ALIKES[c]!);
  const found = new Set([lower, plain]);
  for (const form of [lower, plain]) {
    const core = form.replace(/^[^a-z]+|[^a-z]+$/g, '');
    if (core.length >= MIN_CORE_LENGTH) found.add(core);
    const trimmed = form.replace(/[^a-z0-9]+$/, '');
    if (trimmed.length >= MIN_CORE_LENGTH) found.add(trimmed);
  }
  return [...found];
}

/** True when `password` is, or is a dressed-up form of, a password known from breaches. */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return candidates(password).some((candidate) => list.has(candidate));
}

/** Refuses a new password that breaches made common, as a field error on `field` (the form shows it there). */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw validationError({ [field]: ['compromised_password'] });
}
