/**
 * A `resourceUrl` from the upstream (confirmation, reset) goes into a link only when it is http(s) on
 * the origin of a configured back URL; anything else becomes null and the page links home instead.
 */
export function safeResourceUrl(value: unknown, backUrls: Record<string, string>): string | null {
  if (typeof value !== 'string' || !value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const allowed = new Set(
    Object.values(backUrls).flatMap((back) => {
      try {
        return [new URL(back).origin];
      } catch {
        return [];
      }
    }),
  );
  return allowed.has(url.origin) ? url.toString() : null;
}
