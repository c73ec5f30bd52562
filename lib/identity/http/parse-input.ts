import type { z } from 'zod';

import { fieldErrorsOf } from '../../schemas/validation';
import { IdentityError, validationError } from '../identity-error';

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
