import { PENDING_SAVE_COOKIES } from '@/lib/http/cookie-names';
import { PENDING_SAVE_MARKER_MAX_AGE_S } from '@/lib/policy';
import type { TDocument, TDocumentType } from '@/lib/schemas/documents';

function cookieName(type: TDocumentType): string | null {
  return type === 'SELFIE' ? null : PENDING_SAVE_COOKIES[type];
}

/** The marker's timestamp, or null. */
export function readPendingMarker(type: TDocumentType): number | null {
  const name = cookieName(type);
  if (!name || typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  const value = Number(entry?.slice(name.length + 1));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Sets the marker after a submission (30 days, SPEC §9). */
export function writePendingMarker(type: TDocumentType, timestamp: number): void {
  const name = cookieName(type);
  if (!name) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${timestamp}; Max-Age=${PENDING_SAVE_MARKER_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** SPEC §4: the document counts as ASYNC while the marker holds a time at or after its updatedAt. */
export function effectiveStatus(
  document: Pick<TDocument, 'documentType' | 'status' | 'updatedAt'>,
  marker: number | null,
) {
  return marker !== null && marker >= document.updatedAt ? 'ASYNC' : document.status;
}
