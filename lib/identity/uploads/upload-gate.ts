import { IdentityError } from '../identity-error';

// On globalThis: every bundled copy of this module must share the one set.
const GATE_KEY = Symbol.for('passport.identity.upload-gate');
const uploading: Set<string> = ((globalThis as Record<symbol, Set<string> | undefined>)[GATE_KEY] ??=
  new Set());

/**
 * One upload at a time per user (the portal's page sends one file at a time anyway): a script that
 * opens many at once fills neither the image queue nor the disk, and is told so at once, before its
 * bodies are read. Per process: with several processes, each holds its own gate and the image queue
 * bounds the rest. Returns the release, to be called whatever happens.
 */
export function claimUploadGate(userId: string): () => void {
  if (uploading.has(userId)) throw new IdentityError('too_many_requests', { retryAfterS: 1 });
  uploading.add(userId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    uploading.delete(userId);
  };
}
