import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../policy';

/**
 * SPEC §5 upload rules: the warning each breach shows. The browser checks size and type first;
 * 'imageTooSmall' (sides under the minimum) only the server can tell, and it is a different fix for
 * the user than a file too heavy, so it gets its own words.
 */
export type UploadProblem = 'invalidSize' | 'invalidType' | 'imageTooSmall';

export function uploadProblemOf(file: { size: number; type: string }): UploadProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'invalidSize';
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  return null;
}
