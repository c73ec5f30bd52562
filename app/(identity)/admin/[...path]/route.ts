import { notFoundHandler } from '@/lib/identity/http/routes';

// Unknown paths under /admin answer not_found in the service's own error shape.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export {
  notFoundHandler as DELETE,
  notFoundHandler as GET,
  notFoundHandler as PATCH,
  notFoundHandler as POST,
  notFoundHandler as PUT,
};
