/**
 * How a stored image is served to its owner (identity service and BFF alike): never cached, never
 * sniffed into something else, and sandboxed should anyone open it as a page.
 */
export const FILE_RESPONSE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Disposition': 'inline',
  'Referrer-Policy': 'no-referrer',
} as const;
