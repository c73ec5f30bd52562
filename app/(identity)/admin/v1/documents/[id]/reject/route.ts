import { handlersFor } from '@/lib/identity/http/routes';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const { POST } = handlersFor('/admin/v1/documents/{id}/reject');
