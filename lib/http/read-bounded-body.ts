/** JSON and form bodies of the BFF and the identity service are small (the Node entry refuses larger). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The body as text, or null once it passes `limit`: the stream is cancelled there, so a body that
 * declares no length (chunked) cannot grow the process either.
 */
export async function readBoundedBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
