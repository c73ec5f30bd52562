/**
 * The caller's IP: the first `X-Forwarded-For` entry, which the BFF (or the reverse proxy in front of
 * the server) sets. The proxy must overwrite, not append to, a client-supplied header (docs/identity-service.md).
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || request.headers.get('x-real-ip')?.trim();
  if (candidate && candidate.length <= 64 && /^[0-9a-fA-F:.]+$/.test(candidate)) return candidate;
  return 'unknown';
}
