import { handlersFor } from '@/lib/identity/http/routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { PATCH } = handlersFor('/admin/v1/users/{id}');
