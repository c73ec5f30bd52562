import type { ApiError } from '../errors/codes';
import type { BffFailure } from '../schemas/bff-result';

/**
 * Where the BFF sends a field upstream under another name, its errors come back under the browser's
 * name, so no upstream name reaches a form.
 */
export function renameFields(failure: BffFailure, names: Readonly<Record<string, string>>): BffFailure {
  const errors = failure.errors.map((error): ApiError => {
    if (error.code !== 'validation_error' || !('fieldName' in error)) return error;
    const renamed = names[error.fieldName];
    return renamed ? { ...error, fieldName: renamed } : error;
  });
  return { ...failure, errors };
}
