import { z } from 'zod';

import { TEXT_MAX_LENGTH } from '../policy';

/** A required free-text field (SPEC §5: max length 256 by default). */
export const ZRequiredTextSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TEXT_MAX_LENGTH, { error: 'max_length' });

/** An optional text field; an empty string or null counts as absent. */
export function optionalText(maxLength: number = TEXT_MAX_LENGTH) {
  return z
    .string({ error: 'invalid_value' })
    .trim()
    .max(maxLength, { error: 'max_length' })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A one-time code from a mail link or a QR payload. */
export const ZCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(TEXT_MAX_LENGTH, { error: 'max_length' });

/** A same-portal navigation target or a back URL carried by a form; checked where it is used. */
export const ZNavigationSchema = optionalText(2048);
