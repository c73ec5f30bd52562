import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../policy';

/** SPEC §5 upload rules as the browser checks them first: the warning each breach shows. */
export type UploadProblem = 'invalidSize' | 'invalidType';

export function uploadProblemOf(file: { size: number; type: string }): UploadProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'invalidSize';
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'invalidType';
  return null;
}
