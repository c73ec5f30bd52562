/** Where a browser goes once signed in (SPEC §4 Login, DESIGN §3 token-bearing navigation). */
export function afterLoginUrl({
  locale,
  application,
  backUrl,
  next,
}: {
  locale: string;
  application?: string;
  backUrl?: string;
  next?: string;
}): string {
  if (application && backUrl) {
    const query = new URLSearchParams({ application, backUrl, locale });
    return `/api/go?${query}`;
  }
  if (next && next.startsWith(`/${locale}/`) && !next.startsWith('//')) return next;
  return `/${locale}/profile`;
}
