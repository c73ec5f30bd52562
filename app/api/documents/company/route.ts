// POST /api/documents/company — saves the company form as a draft (SPEC §4: the status stays as it is).
import { saveDocumentData } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';
import { COMPANY_FORM_FIELDS } from '@/lib/schemas/document-forms';

export const { POST } = bffRoute('/documents/company', {
  handle: ({ ctx, body }) => saveDocumentData(ctx, 'COMPANY', body),
  form: { keep: COMPANY_FORM_FIELDS },
});
