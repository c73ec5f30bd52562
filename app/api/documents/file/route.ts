// GET /api/documents/file?path= — one of the user's files, for its owner only, never cached.
import { documentFileResponse } from '@/lib/bff/document-file';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
export const GET = documentFileResponse;
