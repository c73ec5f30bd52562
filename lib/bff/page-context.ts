import 'server-only';

import { cookieValue, PAGE_CONTEXT_COOKIE, REFERRAL_COOKIE } from '../http/cookie-names';
import { CODE_PLACEHOLDER } from '../navigation/shared-pages';
import { safeNextPath } from './safe-next';

/** Where a field a shared page's form lacks before hydration is found in the page's address. */
export type PageFieldSource = 'application' | 'backUrl' | 'next' | 'referral' | 'code';

/**
 * The page a form was posted from. A page shared by every visitor (server/page-cache.ts) posts its
 * path without the visitor's query (or with a placeholder for a mailed code); the page context
 * cookie, written when this browser loaded that page, holds the address it really had.
 */
export function postedPage(posted: string, cookieHeader: string | null): string {
  const raw = cookieValue(cookieHeader ?? undefined, PAGE_CONTEXT_COOKIE);
  let context = '';
  try {
    context = raw ? safeNextPath(decodeURIComponent(raw), '') : '';
  } catch {
    context = '';
  }
  if (!context) return posted;
  const postedPath = posted.split('?')[0] ?? '';
  const contextPath = context.split('?')[0] ?? '';
  const withPlaceholder = contextPath.replace(/\/[^/]+$/, `/${CODE_PLACEHOLDER}`);
  return postedPath === contextPath || postedPath === withPlaceholder ? context : posted;
}

/**
 * Fields the form posted empty (or as the code placeholder), taken from the page's address: a linked
 * product's query, the referral (else its cookie, SPEC §2 Registration), the code of a mailed link.
 */
export function fieldsFromPage(
  fields: Record<string, string>,
  page: string,
  sources: Readonly<Record<string, PageFieldSource>>,
  cookieHeader: string | null,
): Record<string, string> {
  const url = new URL(page, 'http://page.invalid');
  const filled = { ...fields };
  for (const [field, source] of Object.entries(sources)) {
    if (filled[field] && filled[field] !== CODE_PLACEHOLDER) continue;
    const value =
      source === 'code'
        ? decodeSegment(url.pathname.split('/').pop())
        : source === 'referral'
          ? (url.searchParams.get('referral') ?? cookieValue(cookieHeader ?? undefined, REFERRAL_COOKIE))
          : url.searchParams.get(source);
    if (value && value !== CODE_PLACEHOLDER) filled[field] = value;
    else delete filled[field];
  }
  return filled;
}

function decodeSegment(segment: string | undefined): string | undefined {
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}
