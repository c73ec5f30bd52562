import type { z } from 'zod';

import { BODY_LIMIT_BYTES, readBoundedBody } from '../../http/read-bounded-body';
import { fieldErrorsOf } from '../../schemas/validation';
import { IdentityError, validationError } from '../identity-error';

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** A JSON object body; another content type is 415, a larger body 413, anything else invalid_request. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new IdentityError('invalid_request', { description: 'Body must be application/json', status: 415 });
  }
  let value: unknown;
  try {
    value = JSON.parse(await boundedText(request));
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    throw new IdentityError('invalid_request', { description: 'Body must be JSON' });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new IdentityError('invalid_request', { description: 'Body must be a JSON object' });
  }
  return value as Record<string, unknown>;
}

/** A form body (urlencoded or multipart) as plain strings; another content type is 415. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await boundedText(request)));
  }
  if (type.startsWith('multipart/form-data')) {
    if (Number(request.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES) throw tooLarge();
    try {
      const form = await request.formData();
      const out: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') out[key] = value;
      });
      return out;
    } catch {
      throw new IdentityError('invalid_request', { description: 'Body must be form data' });
    }
  }
  throw new IdentityError('invalid_request', { description: 'Body must be form data', status: 415 });
}

async function boundedText(request: Request): Promise<string> {
  const text = await readBoundedBody(request);
  if (text === null) throw tooLarge();
  return text;
}

function tooLarge(): IdentityError {
  return new IdentityError('invalid_request', { description: 'Request body too large', status: 413 });
}

export function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
