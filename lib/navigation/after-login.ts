/** Where a browser goes once signed in (SPEC §4 Login, DESIGN §3 token-bearing navigation). */
export function afterLoginPath({
  locale,
  application,
  backUrl,
  next,
}: {
  locale: string;
  application?: string | null;
  backUrl?: string | null;
  next?: string | null;
}): string {
  if (application && backUrl) {
    const query = new URLSearchParams({ application, backUrl, locale });
    return `/api/go?${query}`;
  }
  // The guard sends a logged-out phone from a QR approval page here with next=/qr/{payload}.
  if (next && /^\/qr\/[A-Za-z0-9_-]+$/.test(next)) return `/${locale}${next}`;
  // A product's OpenID sign-in that sent a signed-out browser here goes on where it stopped.
  const oidc = next ? /^\/oidc\/([A-Za-z0-9_-]{10,64})$/.exec(next) : null;
  if (oidc) return `/api/oidc/continue?${new URLSearchParams({ uid: oidc[1]!, locale })}`;
  return `/${locale}/profile`;
}
