import type { ApiError } from '../errors/codes';

/** SPEC §5: server field errors keyed by field name; everything else is a common error. */
export function splitErrors(errors: readonly ApiError[]): {
  fields: Record<string, string[]>;
  common: string[];
} {
  const fields: Record<string, string[]> = {};
  const common: string[] = [];
  for (const error of errors) {
    if (error.code === 'validation_error' && 'fieldName' in error) {
      (fields[error.fieldName] ??= []).push(...error.errors);
    } else {
      common.push(error.code);
    }
  }
  return { fields, common };
}
