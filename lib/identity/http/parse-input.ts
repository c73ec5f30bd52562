import type { z } from 'zod';

import { isErrorCode } from '../../errors/codes';
import { type FieldErrors, IdentityError, validationError } from '../identity-error';

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

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** A JSON object body; anything else is invalid_request. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    throw new IdentityError('invalid_request', { description: 'Body must be JSON' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new IdentityError('invalid_request', { description: 'Body must be a JSON object' });
  }
  return value as Record<string, unknown>;
}

/** A form body (urlencoded or multipart) as plain strings; anything else is invalid_request. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()));
    }
    if (type.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const out: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') out[key] = value;
      });
      return out;
    }
  } catch {
    // fall through
  }
  throw new IdentityError('invalid_request', { description: 'Body must be form data' });
}

export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
