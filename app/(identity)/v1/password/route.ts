import { handlersFor } from '@/lib/identity/http/routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { PUT } = handlersFor('/v1/password');
