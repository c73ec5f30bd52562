import type { z } from 'zod';

import { isErrorCode, type ApiError } from '../errors/codes';

/** Per-field SPEC §8 codes, keyed like `documentMetadata.addressPostal.zip`. */
export type FieldErrors = Record<string, string[]>;

/** Zod issues → `{ fieldName: [codes] }`; a message that is not a SPEC §8 code becomes invalid_value. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    const code = isErrorCode(issue.message) ? issue.message : 'invalid_value';
    const list = (fields[name] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return fields;
}

/** The wire form of field errors (DESIGN §3): one `validation_error` entry per field. */
export function validationErrors(fields: FieldErrors): ApiError[] {
  return Object.entries(fields).map(([fieldName, errors]) => ({
    code: 'validation_error',
    fieldName,
    errors,
  }));
}
