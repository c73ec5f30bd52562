// POST /api/documents/upload — multipart `documentType`, `file`, streamed on to the identity service.
import { bffUploadRoute } from '@/lib/bff/upload-route';
import { UPSTREAM } from '@/lib/schemas/upstream';

export const runtime = 'nodejs';
export const { POST } = bffUploadRoute('/documents/upload', UPSTREAM.documentUpload);
