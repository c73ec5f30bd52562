// POST /api/documents/passport — saves the passport form as a draft (SPEC §4: the status stays as it is).
import { saveDocumentData } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';
import { PASSPORT_FORM_FIELDS } from '@/lib/schemas/document-forms';

export const { POST } = bffRoute('/documents/passport', {
  handle: ({ ctx, body }) => saveDocumentData(ctx, 'PASSPORT', body),
  form: { keep: PASSPORT_FORM_FIELDS },
});
